/** How Cognito shows where a code went: `vendedor@demo.com.br` -> `v***@d***`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}
