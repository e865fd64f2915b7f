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
    // Not in the spec's catalogue: the flow's own situations, in the same voice.
    signInExpired: 'Sua etapa de login expirou (mais de 3 minutos). Entre novamente com seu e-mail e senha.',
    signInEnded:
      'Sua etapa de login foi encerrada (tempo esgotado ou muitos códigos inválidos). Entre novamente com seu e-mail e senha.',
    codeMismatch: 'Código inválido. Verifique o código e tente novamente.',
    codeExpired: 'Código expirado. Entre novamente para receber um novo código.',
    backendFailed: '{{detail}}',
    backendFallback: 'Login failed',
    passkey: {
      PasskeyNotSupported: 'Este navegador não permite o uso de passkeys.',
      PasskeyAlreadyExists: 'Já existe uma passkey registrada para este dispositivo.',
      InvalidPasskeyRegistrationOptions: 'As opções de registro da passkey são inválidas.',
      InvalidPasskeyAuthenticationOptions: 'As opções de autenticação da passkey são inválidas.',
      RelyingPartyMismatch: 'A passkey não pertence a este site.',
      PasskeyRegistrationFailed: 'Não foi possível registrar a passkey.',
      PasskeyRetrievalFailed: 'Não foi possível obter a passkey.',
      PasskeyRegistrationCanceled: 'O registro da passkey foi cancelado.',
      PasskeyAuthenticationCanceled: 'A autenticação com passkey foi cancelada.',
      PasskeyOperationAborted: 'A operação com passkey foi interrompida.',
    },
  },
  tokenExpired: 'Token JWT expirado. Redirecionando para login...',
  userFetch: 'Failed to fetch user data: {{status}}',
  request: {
    network: 'Erro de conexão. Verifique sua internet e tente novamente.',
    // The API's own sentence for the person (4xx with a message).
    refused: '{{detail}}',
    notFound: 'Não encontrado. Talvez tenha sido removido.',
    // An extension of this backend's API that the server in use does not offer (it answered 404).
    unavailable: 'Este recurso não está disponível neste servidor.',
    failed: 'Não foi possível carregar os dados ({{status}}). Tente novamente.',
  },
  // Asking the AI about meetings (the chat panel and the chat across meetings).
  chat: {
    failed: 'Não foi possível obter a resposta ({{status}}). Tente novamente.',
    interrupted: 'A resposta foi interrompida antes de terminar. Tente novamente.',
  },
};
