export default {
  productName: 'Pauta',
  user: 'Usuário',
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  copied: 'Copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
  unexpectedError: 'Unexpected Application Error!',
  whatsapp: 'Fale com a equipe Pauta pelo WhatsApp (abre em nova aba)',
  authorities: {
    admin: 'Administrador (admin)',
    user: 'Usuário (user)',
  },
};
