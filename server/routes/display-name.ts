/** Spec section 3: first and last name; else first name; else the e-mail before the at sign; else "Usuário". */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  emailAddress: string;
}): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return user.emailAddress.split('@')[0] || 'Usuário';
}
