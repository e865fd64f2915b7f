import { invalidParameter } from '../cognito-errors.ts';

/** A list's next page, as an opaque token (the offset, base64url): ListDevices, ListWebAuthnCredentials. */
export const pageTokenOf = (offset: number) => Buffer.from(`offset:${offset}`, 'utf8').toString('base64url');

/** The offset a page token names; 0 without one; `refusal` for a token this pool did not write. */
export function offsetOfPageToken(token: unknown, refusal: string): number {
  if (token === undefined) return 0;
  const match =
    typeof token === 'string'
      ? /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'))
      : null;
  if (!match) throw invalidParameter(refusal);
  return Number(match[1]);
}
