import { createHash } from 'node:crypto';

// RFC 7636: 43 to 128 characters of the unreserved set.
const verifierShape = /^[A-Za-z0-9\-._~]{43,128}$/;
const challengeShape = /^[A-Za-z0-9\-_]{43}$/;

export const isS256Challenge = (challenge: string) => challengeShape.test(challenge);

export const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

export const verifierMatches = (verifier: string, challenge: string) =>
  verifierShape.test(verifier) && s256(verifier) === challenge;
