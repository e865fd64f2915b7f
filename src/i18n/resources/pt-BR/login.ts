export default {
  title: 'Entrar',
  subtitle: 'Seu assistente para reuniões de vendas',
  email: 'E-mail',
  emailPlaceholder: 'voce@empresa.com.br',
  password: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando…',
  forgotPassword: 'Esqueceu a senha?',
  sso: 'Entrar com SSO',
  validation: {
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido.',
    passwordRequired: 'Informe sua senha.',
  },
};
