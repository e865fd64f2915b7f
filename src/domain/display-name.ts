type NameParts = { firstName?: string | null; lastName?: string | null; emailAddress?: string | null };

/** The word shown when a person has neither a name nor an e-mail (spec section 3). */
export const anonymousName = 'Usuário';

/**
 * Spec section 3: first and last name; else first name; else the part of the e-mail before '@'; else
 * "Usuário" (the app passes the word in the reader's language).
 */
export function displayName(user: NameParts | null, fallback: string = anonymousName): string {
  const firstName = user?.firstName?.trim();
  const lastName = user?.lastName?.trim();
  if (firstName && lastName) return `${firstName} ${lastName}`;
  if (firstName) return firstName;
  const localPart = user?.emailAddress?.split('@')[0]?.trim();
  return localPart || fallback;
}
