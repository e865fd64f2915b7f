import { describe, expect, it } from 'vitest';
import { federatedError } from '../../../../src/machines/sso/federated-errors.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import { namedError } from '../../../model/fixtures.ts';

const oauthError = (message: string) => namedError('OAuthSignInException', message);

describe('federated errors (spec section 8) in Portuguese', () => {
  it.each([
    ['User cancelled OAuth flow.', 'sso:errors.cancelled'],
    ['User cancelled login', 'sso:errors.cancelled'],
    ['access_denied', 'sso:errors.cancelled'],
    ['An error occurred while validating the state.', 'sso:errors.invalidState'],
    ['`signInWithRedirect` has been canceled.', 'sso:errors.redirectCanceled'],
    ['No access token returned from OAuth flow.', 'sso:errors.noAccessToken'],
  ])('maps "%s" to %s', (message, key) => {
    expect(federatedError(oauthError(message))).toEqual({ key, detail: null });
  });

  it("shows the provider's own error with its text", () => {
    expect(federatedError(oauthError('invalid_grant'))).toEqual({
      key: 'sso:errors.provider',
      detail: 'invalid_grant',
    });
  });

  it('recognises an already signed-in user, network failures and anything else', () => {
    expect(federatedError(namedError('UserAlreadyAuthenticatedException')).key).toBe(
      'sso:errors.alreadySignedIn',
    );
    expect(federatedError(new TypeError('Failed to fetch')).key).toBe('sso:errors.network');
    expect(federatedError(new HttpError('TIMEOUT_ERROR', 'timeout')).key).toBe('sso:errors.network');
    expect(federatedError(new Error('boom')).key).toBe('sso:errors.generic');
    expect(federatedError(undefined).key).toBe('sso:errors.generic');
  });
});
