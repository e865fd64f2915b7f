import { describe, expect, it } from 'vitest';
import {
  backendLoginError,
  errorStatus,
  isAuthError,
  isExpiredSignInError,
  isWrongCredentialsError,
  loginErrorKey,
  passkeyErrorName,
  passkeyErrorNames,
  requestErrorKey,
} from '../../../src/services/errors.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import ptBR from '../../../src/i18n/resources/pt-BR/errors.ts';
import en from '../../../src/i18n/resources/en/errors.ts';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('loginErrorKey', () => {
  it.each([
    [named('NotAuthorizedException', 'Incorrect username or password.'), 'errors:login.wrongCredentials'],
    [named('UserNotFoundException', 'User does not exist.'), 'errors:login.wrongCredentials'],
    [named('NotAuthorizedException', 'Password attempts exceeded'), 'errors:login.temporarilyLocked'],
    [named('LimitExceededException'), 'errors:login.attemptsExceeded'],
    [named('TooManyRequestsException'), 'errors:login.attemptsExceeded'],
    [named('UserNotConfirmedException'), 'errors:login.unconfirmed'],
    [named('InvalidPasswordException'), 'errors:login.invalidPassword'],
    [named('NetworkError'), 'errors:login.network'],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), 'errors:login.network'],
    [named('MissingTokenError'), 'errors:login.missingToken'],
    [named('UnexpectedLambdaException'), 'errors:login.generic'],
    ['not even an error', 'errors:login.generic'],
  ])('maps %s to %s', (error, key) => {
    expect(loginErrorKey(error)).toBe(key);
  });

  it('names keys that exist in both languages', () => {
    const keys = Object.keys(ptBR.login);
    expect(Object.keys(en.login)).toEqual(keys);
    for (const error of [named('NotAuthorizedException'), named('LimitExceededException'), 'x']) {
      expect(keys).toContain(loginErrorKey(error).replace('errors:login.', ''));
    }
  });
});

describe('isAuthError', () => {
  it.each([
    [new HttpError(401, 'Unauthorized'), true],
    [new HttpError(403, 'Forbidden'), true],
    [new HttpError(500, 'boom'), false],
    [new HttpError('FETCH_ERROR', 'Failed to fetch'), false],
    [new Error('Token JWT expirado'), false],
    [new Error('jwt expired'), true],
    [new Error('Invalid token'), true],
    [named('NotAuthorizedException', 'Refresh Token has been revoked'), true],
    [named('MissingTokenError'), true],
  ])('%s -> %s', (error, expected) => {
    expect(isAuthError(error)).toBe(expected);
  });
});

describe('errorStatus and requestErrorKey', () => {
  it('shows the HTTP status or the error kind', () => {
    expect(errorStatus(new HttpError(502, 'Bad Gateway'))).toBe('502');
    expect(errorStatus(new HttpError('PARSING_ERROR', 'bad'))).toBe('PARSING_ERROR');
    expect(requestErrorKey(new HttpError('TIMEOUT_ERROR', 'slow'))).toBe('errors:request.network');
    expect(requestErrorKey(new HttpError(500, 'boom'))).toBe('errors:request.failed');
  });
});

describe('login flow errors', () => {
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
    expect(loginErrorKey(named('SignInException', 'Unable to proceed due to invalid sign in state.'))).toBe(
      'errors:login.signInExpired',
    );
  });

  it('passkey errors: browser names map as spec section 8 says, provider names pass through', () => {
    expect(passkeyErrorName(named('NotAllowedError'))).toBe('PasskeyAuthenticationCanceled');
    expect(passkeyErrorName(named('AbortError'))).toBe('PasskeyOperationAborted');
    expect(passkeyErrorName(named('SecurityError'))).toBe('RelyingPartyMismatch');
    for (const name of passkeyErrorNames) {
      expect(passkeyErrorName(named(name))).toBe(name);
      expect(ptBR.login.passkey[name]).toBeTruthy();
      expect(en.login.passkey[name]).toBeTruthy();
    }
    expect(passkeyErrorName(named('TypeError'))).toBeNull();
  });

  it('backend login failure: its message, else its title, else "Login failed"', () => {
    const body = (title: string, message: string) => ({ body: { status: 401, title, message } });
    expect(
      backendLoginError(new HttpError(401, 'x', body('Credenciais inválidas', 'Email ou senha incorretos.'))),
    ).toEqual({
      key: 'errors:login.backendFailed',
      detail: 'Email ou senha incorretos.',
    });
    expect(backendLoginError(new HttpError(401, 'x', body('Credenciais inválidas', '')))).toEqual({
      key: 'errors:login.backendFailed',
      detail: 'Credenciais inválidas',
    });
    expect(backendLoginError(new HttpError(502, 'HTTP 502'))).toEqual({
      key: 'errors:login.backendFallback',
      detail: null,
    });
    expect(ptBR.login.backendFallback).toBe('Login failed');
  });
});
