export default {
  title: 'Sign in',
  subtitle: 'Your sales meeting assistant',
  email: 'E-mail',
  emailPlaceholder: 'you@company.com',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  forgotPassword: 'Forgot your password?',
  sso: 'Sign in with SSO',
  validation: {
    emailRequired: 'Enter your e-mail.',
    emailInvalid: 'Enter a valid e-mail.',
    passwordRequired: 'Enter your password.',
  },
};
