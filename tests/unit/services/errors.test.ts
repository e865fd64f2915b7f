import { describe, expect, it } from 'vitest';
import { isAuthError, loginErrorKey, errorStatus, requestErrorKey } from '../../../src/services/errors.ts';
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
