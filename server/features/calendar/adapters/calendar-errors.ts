/**
 * What an adapter throws when the provider refuses a grant for good (OAuth `invalid_grant`: the refresh
 * token was revoked or expired, or a code was already used): the user has to connect the calendar again.
 * Any other failure (network, 5xx) is the provider being away, which a later sync may get past.
 */
export class CalendarRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarRefused';
  }
}
