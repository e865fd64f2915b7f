import { constraintFailed } from '../devices/device-operations.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { offsetOfPageToken, pageTokenOf } from './page-token.ts';

const MAX_RESULTS = 20;

/** ListWebAuthnCredentials: the user's passkeys, oldest first, MaxResults (at most 20) a page. */
export const listWebAuthnCredentials: Operation = async (input, context) => {
  const maxResults = input.MaxResults ?? MAX_RESULTS;
  if (
    typeof maxResults !== 'number' ||
    !Number.isInteger(maxResults) ||
    maxResults < 0 ||
    maxResults > MAX_RESULTS
  )
    throw constraintFailed(
      maxResults,
      'maxResults',
      `Member must have value less than or equal to ${MAX_RESULTS}`,
    );
  const user = await requireSignedInUser(context, input);
  const offset = offsetOfPageToken(input.NextToken, 'Invalid NextToken.');
  const passkeys = await context.passkeys.listOf(user.sub, { limit: maxResults + 1, offset });
  return {
    Credentials: passkeys.slice(0, maxResults).map((passkey) => ({
      CredentialId: passkey.credentialId,
      FriendlyCredentialName: passkey.friendlyName,
      RelyingPartyId: passkey.relyingPartyId,
      ...(passkey.authenticatorAttachment
        ? { AuthenticatorAttachment: passkey.authenticatorAttachment }
        : {}),
      AuthenticatorTransports: passkey.transports,
      CreatedAt: passkey.createdAt.getTime() / 1000,
    })),
    ...(passkeys.length > maxResults ? { NextToken: pageTokenOf(offset + maxResults) } : {}),
  };
};
