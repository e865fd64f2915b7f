// attemptsExceeded, unexpected and success are spec sections 5 and 8, verbatim.
export default {
  title: 'Atualize sua senha',
  subtitle: 'Por segurança, defina uma nova senha antes de continuar.',
  oldPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmar nova senha',
  submit: 'Atualizar senha',
  submitting: 'Atualizando…',
  retry: 'Tentar novamente',
  success: 'Senha atualizada com sucesso!',
  validation: {
    oldPasswordRequired: 'Informe sua senha atual.',
    passwordRequired: 'Informe a nova senha.',
    passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
    confirmationMismatch: 'As senhas não coincidem.',
    sameAsOld: 'A nova senha deve ser diferente da atual.',
  },
  errors: {
    attemptsExceeded:
      'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
    wrongCurrentPassword: 'Senha atual incorreta. Verifique e tente novamente.',
    invalidPassword: 'A senha não atende aos critérios de segurança. Verifique os requisitos de senha.',
    unexpected: 'Erro inesperado ao atualizar senha. Tente novamente',
  },
};
