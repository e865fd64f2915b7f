export default {
  nav: {
    label: 'Navegação principal',
    meetings: 'Reuniões',
    templates: 'Modelos',
    enablement: 'Painel do time',
    settings: 'Configurações',
    reports: 'Relatórios',
    support: 'Suporte',
  },
  settingsTabs: {
    configGeneral: 'Gerais',
    configCalendar: 'Calendário',
    configIntegrations: 'Integrações',
    configBot: 'Bot',
    configUsers: 'Usuários e equipes',
    configSecurity: 'Segurança',
  },
  header: {
    signOut: 'Sair',
    appearance: 'Aparência',
    toDarkMode: 'Ativar modo escuro',
    toLightMode: 'Ativar modo claro',
    collapseNav: 'Recolher menu lateral',
    expandNav: 'Expandir menu lateral',
    openNav: 'Abrir menu',
    closeNav: 'Fechar menu',
    inspector: 'Abrir o inspetor (Ctrl+Alt+I)',
  },
  footer: {
    copyright: 'Copyright © {{year}} {{product}}',
    allRightsReserved: 'Todos os direitos reservados.',
  },
};
