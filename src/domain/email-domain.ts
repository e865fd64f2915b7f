/** The domain of an e-mail address, as domains compare: lower case (single sign-on, invitations, calendars). */
export const emailDomainOf = (email: string): string =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
