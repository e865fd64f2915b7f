import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { isSecretKey, looksSecret, redact, redacted } from '../../../../src/devtools/inspector/redaction.ts';

const jwt =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiZW1haWwiOiJhQGIuY29tIn0.c2lnbmF0dXJlLXBhcnQtb2YtdGhlLWp3dA';

describe('redaction', () => {
  it.each([
    'idToken',
    'accessToken',
    'refreshToken',
    'token',
    'password',
    'newPassword',
    'sharePassword',
    'code',
    'totpCode',
    'mfaCode',
    'otp',
    'challengeResponse',
    'answer',
    'secret',
    'sharedSecret',
    'webhookSecret',
    'apiKey',
    'api_key',
    'key',
    'session',
    'Authorization',
    'basicCredentials',
    'codeVerifier',
    'nonce',
  ])('hides the value under %s', (key) => {
    expect(isSecretKey(key)).toBe(true);
    expect(redact({ [key]: 'abc123' })).toEqual({ [key]: redacted });
  });

  it.each(['email', 'name', 'status', 'mfaType', 'authType', 'meetingId', 'title', 'error', 'detail'])(
    'keeps %s, which support needs',
    (key) => {
      expect(isSecretKey(key)).toBe(false);
      expect(redact({ [key]: 'pessoa@empresa.com.br' })).toEqual({ [key]: 'pessoa@empresa.com.br' });
    },
  );

  it('hides secrets by their shape under any key', () => {
    expect(looksSecret(jwt)).toBe(true);
    expect(looksSecret('Bearer abc.def')).toBe(true);
    expect(looksSecret('Basic cGVzc29hQGVtcHJlc2EuY29tOnNlbmhh')).toBe(true);
    expect(looksSecret('sk_live_4eC39HqLyjWDarjtT1zdp7dc0123456789')).toBe(true);
    expect(looksSecret('QWxhZGRpbjpvcGVuIHNlc2FtZQ==cGVzc29hQGVtcHJlc2E')).toBe(true);
    expect(redact({ note: jwt, list: [jwt] })).toEqual({ note: redacted, list: [redacted] });
    expect(redact('cabeçalho Authorization: Bearer abc.def.ghi enviado')).toBe(
      `cabeçalho Authorization: Bearer ${redacted} enviado`,
    );
  });

  it("hides a URL's secret parameters and keeps the rest of it", () => {
    expect(
      redact(
        'https://s3.local/bucket/key?X-Amz-Credential=AKIA%2F20261123&X-Amz-Signature=abcdef&partNumber=2',
      ),
    ).toBe(
      `https://s3.local/bucket/key?X-Amz-Credential=${redacted}&X-Amz-Signature=${redacted}&partNumber=2`,
    );
    expect(redact('/sso-callback?code=abc-123&state=xyz')).toBe(
      `/sso-callback?code=${redacted}&state=${redacted}`,
    );
  });

  it('keeps identifiers and ordinary words', () => {
    expect(looksSecret('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
    expect(looksSecret('Reunião de vendas com a Acme')).toBe(false);
    expect(looksSecret('errors:login.network')).toBe(false);
    expect(looksSecret('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toBe(false);
    expect(looksSecret('gravacao-reuniao-2026-11-23.mp4')).toBe(false);
  });

  it('walks nested contexts and events, arrays, sets and maps', () => {
    const context = {
      email: 'admin@pauta.dev',
      answer: { challengeResponse: '123456', automatic: false },
      step: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: { sharedSecret: 'JBSWY3DPEHPK3PXP' },
      },
      users: [{ name: 'Ana', password: 'segredo' }],
      tags: new Set(['a']),
      byId: new Map([['x', { refreshToken: 'r' }]]),
    };
    expect(redact(context)).toEqual({
      email: 'admin@pauta.dev',
      answer: redacted,
      step: { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: redacted } },
      users: [{ name: 'Ana', password: redacted }],
      tags: ['a'],
      byId: { x: { refreshToken: redacted } },
    });
    expect(redact({ type: 'credentials.submit', email: 'a@b.com', password: 'Senha#2026' })).toEqual({
      type: 'credentials.submit',
      email: 'a@b.com',
      password: redacted,
    });
    expect(redact({ type: 'code.submit', code: '654321' })).toEqual({ type: 'code.submit', code: redacted });
  });

  it('leaves empty secrets visibly empty, so "no password typed" stays readable', () => {
    expect(redact({ password: '', token: null })).toEqual({ password: '', token: null });
  });

  it('turns what JSON cannot hold into marks and stops at cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const actor = createActor(createMachine({}));
    expect(redact(cyclic)).toEqual({ name: 'loop', self: '[…]' });
    expect(redact({ ref: actor })).toEqual({ ref: `[ator ${actor.sessionId}]` });
    expect(redact({ run: () => 1 })).toEqual({ run: '[função]' });
    expect(redact(new Error(`token ${jwt} recusado`))).toEqual({
      name: 'Error',
      message: `token ${redacted} recusado`,
    });
  });
});
