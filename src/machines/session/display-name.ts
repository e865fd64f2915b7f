type NameParts = { firstName?: string | null; lastName?: string | null; emailAddress?: string | null };

/**
 * Spec section 3: first and last name; else first name; else the part of the e-mail before '@'; else the
 * fallback the view passes (the translated word "Usuário").
 */
export function displayName(user: NameParts | null, fallback: string): string {
  const firstName = user?.firstName?.trim();
  const lastName = user?.lastName?.trim();
  if (firstName && lastName) return `${firstName} ${lastName}`;
  if (firstName) return firstName;
  const localPart = user?.emailAddress?.split('@')[0]?.trim();
  return localPart || fallback;
}
