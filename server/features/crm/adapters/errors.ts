/** The provider refused the key (401/403): the user must connect again with a valid one. */
export class CrmKeyRefused extends Error {
  constructor(status: number) {
    super(`CRM refused the key (HTTP ${status})`);
    this.name = 'CrmKeyRefused';
  }
}

/** The provider could not be reached or answered 5xx/429 after the bounded retries. */
export class CrmUnavailable extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`CRM unavailable: ${detail}`, options);
    this.name = 'CrmUnavailable';
  }
}

/** An answer outside the documented shapes (another 4xx, a body we cannot read). */
export class CrmUnexpectedAnswer extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`CRM answered unexpectedly: ${detail}`, options);
    this.name = 'CrmUnexpectedAnswer';
  }
}
