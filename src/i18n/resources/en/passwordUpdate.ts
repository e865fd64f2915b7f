export default {
  title: 'Update your password',
  subtitle: 'For your security, set a new password before you continue.',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Update password',
  submitting: 'Updating…',
  retry: 'Try again',
  success: 'Password updated!',
  validation: {
    oldPasswordRequired: 'Enter your current password.',
    passwordRequired: 'Enter the new password.',
    passwordTooShort: 'The password must have at least 8 characters.',
    confirmationMismatch: 'The passwords do not match.',
    sameAsOld: 'The new password must differ from the current one.',
  },
  errors: {
    attemptsExceeded: 'Too many attempts. Wait a few minutes before trying again or contact support.',
    wrongCurrentPassword: 'Wrong current password. Check it and try again.',
    invalidPassword: 'The password does not meet the security criteria. Check the password requirements.',
    unexpected: 'Unexpected error while updating the password. Try again',
  },
};
