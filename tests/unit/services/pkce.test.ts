import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newCodeVerifier, newOAuthState, s256Challenge } from '../../../src/services/pkce.ts';

describe('PKCE in the browser', () => {
  it('makes 128-character verifiers of the unreserved set and 32-character states, all different', () => {
    const verifiers = Array.from({ length: 50 }, newCodeVerifier);
    expect(verifiers.every((verifier) => /^[A-Za-z0-9\-._~]{128}$/.test(verifier))).toBe(true);
    expect(new Set(verifiers).size).toBe(50);
    expect(newOAuthState()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('the challenge is BASE64URL(SHA-256(verifier)), as the server checks it', async () => {
    const verifier = newCodeVerifier();
    expect(await s256Challenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });
});
