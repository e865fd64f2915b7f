/** A date of the identity provider's (ISO) as the person reads it: day, month and year in their language. */
export const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
