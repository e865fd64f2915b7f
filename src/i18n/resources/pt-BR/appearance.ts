// The appearance panel (opened from the header): the theme preference of spec section 3, kept under 'theme'.
export default {
  title: 'Aparência',
  intro: 'Cada escolha vale na hora e fica guardada neste navegador.',
  close: 'Fechar o painel de aparência',
  reset: 'Restaurar o padrão',
  themeSchema: {
    legend: 'Cor do tema',
    options: {
      default: 'Padrão (azul)',
      dark: 'Grafite',
      pauta: 'Pauta (rosa)',
      green: 'Verde',
      purple: 'Roxo',
      orange: 'Laranja',
    },
  },
  mode: { legend: 'Modo', options: { light: 'Claro', dark: 'Escuro' } },
  direction: {
    legend: 'Direção do texto',
    options: { ltr: 'Da esquerda para a direita', rtl: 'Da direita para a esquerda' },
  },
  layout: {
    legend: 'Layout',
    options: {
      framelessSide: 'Menu lateral sem borda (padrão)',
      collapsibleSide: 'Menu lateral recolhível',
      stackedSide: 'Menu lateral em duas colunas',
      topBarClassic: 'Menu na barra superior',
      contentOverlay: 'Menu sobre o conteúdo',
      blank: 'Sem menu (só a página)',
    },
    blankHint: 'Sem menu, o botão de aparência fica no canto da tela para você voltar.',
  },
  sideNavCollapse: {
    label: 'Menu lateral recolhido (só ícones)',
    help: 'Vale para o layout de menu lateral recolhível.',
  },
  controlSize: {
    legend: 'Tamanho dos botões e campos',
    options: { xs: 'Muito pequeno', sm: 'Pequeno', md: 'Médio (padrão)', lg: 'Grande' },
  },
};
