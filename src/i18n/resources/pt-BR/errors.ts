// Spec section 8, copied verbatim. Keys are referenced by src/services/errors.ts.
export default {
  login: {
    attemptsExceeded:
      'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
    wrongCredentials: 'Email ou senha incorretos. Por favor, verifique suas credenciais e tente novamente.',
    unconfirmed: 'Sua conta ainda não foi confirmada. Contate o suporte.',
    temporarilyLocked:
      'Sua conta foi temporariamente bloqueada devido a muitas tentativas incorretas. Tente novamente mais tarde ou contate o suporte.',
    invalidPassword: 'A senha não atende aos critérios de segurança. Verifique os requisitos de senha.',
    network: 'Erro de conexão. Verifique sua internet e tente novamente.',
    missingToken: 'Sessão expirada. Por favor, faça login novamente.',
    generic: 'Ocorreu um erro ao tentar fazer login. Por favor, tente novamente.',
  },
  userFetch: 'Failed to fetch user data: {{status}}',
  request: {
    network: 'Erro de conexão. Verifique sua internet e tente novamente.',
    failed: 'Não foi possível carregar os dados ({{status}}). Tente novamente.',
  },
};
