const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else can match no row, and PostgreSQL would reject it with an error. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
