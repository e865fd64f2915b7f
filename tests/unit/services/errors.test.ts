import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/i18n/resources/index.ts';
import { UploadResponseError } from '../../../src/services/uploads/uploads.ts';
import {
  appError,
  describeError,
  isAuthError,
  isExpiredSignInError,
  isNetworkError,
  isNotFoundError,
  isWrongCredentialsError,
  passkeyErrorNames,
  type ErrorFlow,
  type ErrorKey,
} from '../../../src/services/errors.ts';
import { HttpError } from '../../../src/services/http-error.ts';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });
const apiError = (status: number, title: string, message: string) =>
  new HttpError(status, message || title, { body: { status, title, message } });
const oauthError = (message: string) => named('OAuthSignInException', message);

/** The text a key names in one language, or undefined when the resources lack it. */
function textOf(key: ErrorKey, language: 'pt-BR' | 'en'): unknown {
  const [namespace, path] = key.split(':') as [keyof (typeof resources)['pt-BR'], string];
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node ? (node as Record<string, unknown>)[part] : undefined,
      resources[language][namespace],
    );
}

/** Each row: the failure, the key it reads as; the key must exist in both languages. */
function keyTable(flow: ErrorFlow, rows: [error: unknown, key: ErrorKey][]) {
  it.each(rows)(`${flow}: %s -> %s`, (error, key) => {
    expect(describeError(error, flow).key).toBe(key);
    expect(typeof textOf(key, 'pt-BR')).toBe('string');
    expect(typeof textOf(key, 'en')).toBe('string');
  });
}

describe('describeError: login (the identity provider)', () => {
  keyTable('login', [
    [named('NotAuthorizedException', 'Incorrect username or password.'), 'errors:login.wrongCredentials'],
    [named('UserNotFoundException', 'User does not exist.'), 'errors:login.wrongCredentials'],
    [named('NotAuthorizedException', 'Password attempts exceeded'), 'errors:login.temporarilyLocked'],
    [named('LimitExceededException'), 'errors:login.attemptsExceeded'],
    [named('TooManyRequestsException'), 'errors:login.attemptsExceeded'],
    [named('TooManyFailedAttemptsException'), 'errors:login.attemptsExceeded'],
    [named('UserNotConfirmedException'), 'errors:login.unconfirmed'],
    [named('InvalidPasswordException'), 'errors:login.invalidPassword'],
    [named('CodeMismatchException'), 'errors:login.codeMismatch'],
    [named('ExpiredCodeException'), 'errors:login.codeExpired'],
    [named('NetworkError'), 'errors:login.network'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'errors:login.network'],
    [new HttpError('TIMEOUT_ERROR', 'timeout'), 'errors:login.network'],
    [named('MissingTokenError'), 'errors:login.missingToken'],
    [
      named('SignInException', 'Unable to proceed due to invalid sign in state.'),
      'errors:login.signInExpired',
    ],
    [
      named('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      'errors:login.signInEnded',
    ],
    [named('UnexpectedLambdaException'), 'errors:login.generic'],
    [named('TypeError'), 'errors:login.generic'],
    ['not even an error', 'errors:login.generic'],
  ]);

  it('keeps no detail: the provider speaks English, the person reads the catalogue', () => {
    expect(
      describeError(named('NotAuthorizedException', 'Incorrect username or password.'), 'login'),
    ).toEqual({
      key: 'errors:login.wrongCredentials',
      status: 'NotAuthorizedException',
      detail: null,
    });
  });

  it('passkey errors: browser names map as spec section 8 says, provider names pass through', () => {
    const passkeyKey = (name: string) => describeError(named(name), 'login').key;
    expect(passkeyKey('NotAllowedError')).toBe('errors:login.passkey.PasskeyAuthenticationCanceled');
    expect(passkeyKey('AbortError')).toBe('errors:login.passkey.PasskeyOperationAborted');
    expect(passkeyKey('SecurityError')).toBe('errors:login.passkey.RelyingPartyMismatch');
    for (const name of passkeyErrorNames) {
      expect(passkeyKey(name)).toBe(`errors:login.passkey.${name}`);
      expect(resources['pt-BR'].errors.login.passkey[name]).toBeTruthy();
      expect(resources.en.errors.login.passkey[name]).toBeTruthy();
    }
  });
});

describe('describeError: basicLogin (the backend fallback)', () => {
  keyTable('basicLogin', [
    [apiError(401, 'Credenciais inválidas', 'Email ou senha incorretos.'), 'errors:login.backendFailed'],
    [new HttpError(502, 'HTTP 502'), 'errors:login.backendFallback'],
    // A server without the fallback's path: the provider's refusal stands.
    [apiError(404, 'Not Found', 'Recurso não encontrado.'), 'errors:login.wrongCredentials'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'errors:login.network'],
    [new HttpError('TIMEOUT_ERROR', 'timeout'), 'errors:login.network'],
    [named('QuotaExceededError'), 'errors:login.backendFallback'],
  ]);

  it('shows its title, else its message, else "Login failed" (spec section 8)', () => {
    expect(
      describeError(apiError(401, 'Credenciais inválidas', 'Email ou senha incorretos.'), 'basicLogin'),
    ).toEqual({ key: 'errors:login.backendFailed', status: '401', detail: 'Credenciais inválidas' });
    expect(describeError(apiError(401, '', 'Email ou senha incorretos.'), 'basicLogin')).toEqual({
      key: 'errors:login.backendFailed',
      status: '401',
      detail: 'Email ou senha incorretos.',
    });
    expect(describeError(apiError(401, 'Credenciais inválidas', ''), 'basicLogin')).toEqual({
      key: 'errors:login.backendFailed',
      status: '401',
      detail: 'Credenciais inválidas',
    });
    expect(describeError(new HttpError(502, 'HTTP 502'), 'basicLogin')).toEqual({
      key: 'errors:login.backendFallback',
      status: '502',
      detail: null,
    });
    expect(resources['pt-BR'].errors.login.backendFallback).toBe('Login failed');
  });
});

describe('describeError: session (loading the user)', () => {
  it.each([
    [new HttpError(500, 'boom'), '500'],
    [new HttpError(502, 'Bad Gateway'), '502'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'FETCH_ERROR'],
    [new HttpError('PARSING_ERROR', 'bad'), 'PARSING_ERROR'],
    [named('NetworkError'), 'NetworkError'],
    ['not even an error', 'UNKNOWN'],
  ])('"Failed to fetch user data: {{status}}" for %s shows %s', (error, status) => {
    expect(describeError(error, 'session')).toEqual({ key: 'errors:userFetch', status, detail: null });
  });
});

describe('describeError: request (any /api call)', () => {
  keyTable('request', [
    [new HttpError('TIMEOUT_ERROR', 'slow'), 'errors:request.network'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'errors:request.network'],
    [new TypeError('Failed to fetch'), 'errors:request.network'],
    [new HttpError(500, 'boom'), 'errors:request.failed'],
    [apiError(500, 'Erro interno', 'Falhou.'), 'errors:request.failed'],
    [new HttpError('PARSING_ERROR', 'bad'), 'errors:request.failed'],
    [apiError(403, 'Proibido', 'Somente o dono da reunião pode alterá-la.'), 'errors:request.refused'],
    [apiError(404, 'Não encontrada', 'Reunião não encontrada.'), 'errors:request.refused'],
    // The server speaks to the person when it is away for a moment or out of disk, not on other 5xx.
    [apiError(503, 'Service Unavailable', 'Serviço temporariamente indisponível.'), 'errors:request.refused'],
    [apiError(507, 'Insufficient Storage', 'Sem espaço em disco.'), 'errors:request.refused'],
    [new HttpError(503, 'HTTP 503'), 'errors:request.failed'],
    [new HttpError(404, 'HTTP 404'), 'errors:request.notFound'],
    [new Error('boom'), 'errors:request.failed'],
  ]);

  it("carries the API's own sentence and the status", () => {
    expect(describeError(apiError(403, 'Proibido', 'Somente o dono.'), 'request')).toEqual({
      key: 'errors:request.refused',
      status: '403',
      detail: 'Somente o dono.',
    });
  });
});

describe('describeError: extension (a call the spec does not define)', () => {
  const unknownRoute = new HttpError(404, 'Recurso não encontrado.', {
    body: { status: 404, title: 'Not Found', message: 'Recurso não encontrado.' },
  });

  it('a 404 is the server lacking the call (built to the spec, or API_EXTENSIONS=off): said plainly', () => {
    const failure = describeError(unknownRoute, 'extension');
    expect(failure).toMatchObject({ key: 'errors:request.unavailable', detail: null });
    expect(resources['pt-BR'].errors.request.unavailable).toBe(
      'Este recurso não está disponível neste servidor.',
    );
  });

  it("any other failure reads as any request's", () => {
    const refused = new HttpError(500, 'HTTP 500', {
      body: { status: 500, title: 'Erro', message: 'Falhou.' },
    });
    expect(describeError(refused, 'extension')).toEqual(describeError(refused, 'request'));
  });
});

describe('describeError: passwordReset (ForgotPassword, ConfirmForgotPassword)', () => {
  keyTable('passwordReset', [
    [named('CodeMismatchException', 'Invalid verification code provided'), 'passwordReset:errors.wrongCode'],
    [named('ExpiredCodeException', 'Invalid code provided'), 'passwordReset:errors.expiredCode'],
    [named('InvalidPasswordException'), 'passwordReset:errors.invalidPassword'],
    [named('UserNotFoundException'), 'passwordReset:errors.userNotFound'],
    [named('LimitExceededException', 'Attempt limit exceeded'), 'passwordReset:errors.attemptsExceeded'],
    [named('TooManyRequestsException'), 'passwordReset:errors.attemptsExceeded'],
    [named('TooManyFailedAttemptsException'), 'passwordReset:errors.attemptsExceeded'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'passwordReset:errors.network'],
    [named('NetworkError'), 'passwordReset:errors.network'],
    [new TypeError('NetworkError when attempting to fetch resource.'), 'passwordReset:errors.network'],
    [named('InvalidParameterException'), 'passwordReset:errors.generic'],
    [undefined, 'passwordReset:errors.generic'],
  ]);
});

describe('describeError: passwordUpdate (ChangePassword, then the flag at the provider and the backend)', () => {
  keyTable('passwordUpdate', [
    [named('LimitExceededException', 'Attempt limit exceeded'), 'passwordUpdate:errors.attemptsExceeded'],
    [named('TooManyRequestsException'), 'passwordUpdate:errors.attemptsExceeded'],
    [named('NotAuthorizedException', 'Password attempts exceeded'), 'passwordUpdate:errors.attemptsExceeded'],
    [
      named('NotAuthorizedException', 'Incorrect username or password.'),
      'passwordUpdate:errors.wrongCurrentPassword',
    ],
    [named('InvalidPasswordException'), 'passwordUpdate:errors.invalidPassword'],
    [new HttpError(500, 'HTTP 500'), 'passwordUpdate:errors.unexpected'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'passwordUpdate:errors.unexpected'],
    [new Error('boom'), 'passwordUpdate:errors.unexpected'],
  ]);
});

describe('describeError: sso (federated errors of spec section 8)', () => {
  keyTable('sso', [
    [oauthError('User cancelled OAuth flow.'), 'sso:errors.cancelled'],
    [oauthError('User cancelled login'), 'sso:errors.cancelled'],
    [oauthError('access_denied'), 'sso:errors.cancelled'],
    [oauthError('An error occurred while validating the state.'), 'sso:errors.invalidState'],
    [oauthError('`signInWithRedirect` has been canceled.'), 'sso:errors.redirectCanceled'],
    [oauthError('No access token returned from OAuth flow.'), 'sso:errors.noAccessToken'],
    [oauthError('invalid_grant'), 'sso:errors.provider'],
    [named('UserAlreadyAuthenticatedException'), 'sso:errors.alreadySignedIn'],
    [new TypeError('Failed to fetch'), 'sso:errors.network'],
    [new HttpError('TIMEOUT_ERROR', 'timeout'), 'sso:errors.network'],
    [apiError(500, 'Erro interno', 'Falhou.'), 'sso:errors.generic'],
    [new Error('boom'), 'sso:errors.generic'],
    [undefined, 'sso:errors.generic'],
  ]);

  it("only the provider's own refusal carries its text", () => {
    expect(describeError(oauthError('invalid_grant'), 'sso').detail).toBe('invalid_grant');
    expect(describeError(oauthError('User cancelled OAuth flow.'), 'sso').detail).toBeNull();
    expect(describeError(oauthError('User cancelled login'), 'sso').detail).toBeNull();
    expect(describeError(apiError(500, 'Erro interno', 'Falhou.'), 'sso').detail).toBeNull();
  });
});

describe('describeError: upload', () => {
  keyTable('upload', [
    [new UploadResponseError('empty'), 'upload:errors.empty'],
    [new UploadResponseError('invalidFormat'), 'upload:errors.invalidFormat'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'upload:errors.network'],
    [new HttpError(500, 'HTTP 500'), 'upload:errors.server'],
    [new HttpError(507, 'HTTP 507'), 'upload:errors.server'],
    [apiError(507, 'Insufficient Storage', 'Sem espaço em disco.'), 'errors:request.refused'],
    [apiError(429, 'Too Many Requests', 'Limite de envios atingido.'), 'errors:request.refused'],
    [apiError(500, 'Erro interno', 'Falhou.'), 'upload:errors.server'],
    [new Error('boom'), 'upload:errors.unexpected'],
  ]);

  it("a full disk or a refusal the server explains reads as the server's sentence", () => {
    expect(describeError(apiError(507, 'Insufficient Storage', 'Sem espaço em disco.'), 'upload')).toEqual({
      key: 'errors:request.refused',
      status: '507',
      detail: 'Sem espaço em disco.',
    });
  });
});

describe('appError: a failure the app decides on itself', () => {
  it('has no status, and a detail only when given', () => {
    expect(appError('sso:errors.noRedirect')).toEqual({
      key: 'sso:errors.noRedirect',
      status: null,
      detail: null,
    });
    expect(appError('errors:login.backendFailed', 'Texto')).toMatchObject({ detail: 'Texto' });
  });
});

describe('predicates the machines guard with', () => {
  it.each([
    [new HttpError(401, 'Unauthorized'), true],
    [new HttpError(403, 'Forbidden'), true],
    [new HttpError(500, 'boom'), false],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), false],
    // A garbled or unexpected answer is not an ended session, whatever its message says.
    [new HttpError('PARSING_ERROR', 'Invalid JSON from http://pauta.test/api/users/me'), false],
    [new HttpError(500, 'Session expired on the proxy'), false],
    [new Error('Token JWT expirado'), false],
    [new Error('jwt expired'), true],
    [new Error('Invalid token'), true],
    [named('NotAuthorizedException', 'Refresh Token has been revoked'), true],
    [named('MissingTokenError'), true],
  ])('isAuthError(%s) is %s', (error, expected) => {
    expect(isAuthError(error)).toBe(expected);
  });

  it.each([
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), true],
    [new HttpError('TIMEOUT_ERROR', 'timeout'), true],
    [named('NetworkError'), true],
    [new TypeError('Failed to fetch'), true],
    [new TypeError('x is not a function'), false],
    [new HttpError(500, 'boom'), false],
  ])('isNetworkError(%s) is %s', (error, expected) => {
    expect(isNetworkError(error)).toBe(expected);
  });

  it('wrong credentials or an unknown user (and only those) open the backend fallback', () => {
    expect(isWrongCredentialsError(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      true,
    );
    expect(isWrongCredentialsError(named('UserNotFoundException', 'User does not exist.'))).toBe(true);
    expect(isWrongCredentialsError(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      false,
    );
    expect(isWrongCredentialsError(named('NotAuthorizedException', 'Invalid session for the user.'))).toBe(
      false,
    );
    expect(isWrongCredentialsError(named('LimitExceededException'))).toBe(false);
    expect(isWrongCredentialsError(new HttpError('FETCH_ERROR', 'Failed to fetch'))).toBe(false);
  });

  it('an expired challenge: Amplify lost its state or the provider refused the session', () => {
    expect(
      isExpiredSignInError(named('SignInException', 'Unable to proceed due to invalid sign in state.')),
    ).toBe(true);
    expect(
      isExpiredSignInError(
        named('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      ),
    ).toBe(true);
    expect(isExpiredSignInError(named('CodeMismatchException'))).toBe(false);
  });

  it('isNotFoundError: a 404 and nothing else', () => {
    expect(isNotFoundError(new HttpError(404, 'HTTP 404'))).toBe(true);
    expect(isNotFoundError(new HttpError(410, 'HTTP 410'))).toBe(false);
    expect(isNotFoundError(named('NotFound'))).toBe(false);
  });
});
