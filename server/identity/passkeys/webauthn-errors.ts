import { CognitoError } from '../cognito-errors.ts';

/** Cognito's WebAuthn refusals (the names of its service model; the wording is this pool's). */
export const webAuthnNotEnabled = () =>
  new CognitoError('WebAuthnNotEnabledException', 'Passkeys are not enabled for this user pool.');
export const webAuthnChallengeNotFound = () =>
  new CognitoError(
    'WebAuthnChallengeNotFoundException',
    'The registration challenge was not found or has expired. Start a new registration.',
  );
export const webAuthnOriginNotAllowed = () =>
  new CognitoError('WebAuthnOriginNotAllowedException', 'The origin of the credential is not allowed.');
export const webAuthnRelyingPartyMismatch = () =>
  new CognitoError(
    'WebAuthnRelyingPartyMismatchException',
    "The credential's relying party does not match this user pool's relying party.",
  );
export const webAuthnCredentialNotSupported = () =>
  new CognitoError('WebAuthnCredentialNotSupportedException', 'The credential could not be verified.');
/** Cognito keeps at most 20 passkeys per user. */
export const tooManyPasskeys = () =>
  new CognitoError('LimitExceededException', 'The user has reached the maximum number of passkeys.');
