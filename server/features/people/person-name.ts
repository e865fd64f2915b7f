/** How a person is named in the audit log: their name when known, else their e-mail. */
export function personName(person: {
  firstName: string | null;
  lastName: string | null;
  emailAddress: string;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.emailAddress;
}
