// Federated errors of spec section 8 in Portuguese; providerNotFound is spec section 5, verbatim.
export default {
  title: 'Entrar com SSO',
  subtitle: 'Use o e-mail corporativo: sua empresa decide onde você entra.',
  email: 'E-mail corporativo',
  emailPlaceholder: 'voce@empresa.com.br',
  submit: 'Continuar',
  submitting: 'Redirecionando…',
  backToLogin: 'Entrar com e-mail e senha',
  callback: {
    waiting: 'Concluindo o acesso…',
    waitingFor: 'Concluindo o acesso de {{email}}…',
    failedTitle: 'Não foi possível entrar',
    tryAgain: 'Tentar novamente',
  },
  validation: {
    emailRequired: 'Informe seu e-mail corporativo.',
    emailInvalid: 'Informe um e-mail válido.',
  },
  errors: {
    providerNotFound:
      'Não foi possível encontrar o provedor de autenticação. Por favor, tente novamente ou contate o suporte.',
    cancelled: 'O login foi cancelado. Você pode tentar novamente quando quiser.',
    invalidState:
      'Não foi possível validar o retorno do provedor de autenticação. Por favor, tente novamente.',
    redirectCanceled: 'O redirecionamento para o provedor de autenticação foi cancelado.',
    noAccessToken: 'O provedor de autenticação não devolveu um token de acesso. Por favor, tente novamente.',
    provider: 'O provedor de autenticação recusou o login: {{detail}}',
    alreadySignedIn: 'Já existe um usuário conectado. Saia antes de entrar com outra conta.',
    network: 'Erro de conexão. Verifique sua internet e tente novamente.',
    noRedirect: 'Nenhum login em andamento foi encontrado. Comece novamente pelo SSO.',
    generic: 'Falha ao fazer login. Tente novamente.',
  },
};
