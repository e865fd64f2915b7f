import type ptBR from '../pt-BR/errors.ts';

// Same keys as pt-BR (the type makes a missing key a compile error).
export default {
  login: {
    attemptsExceeded: 'Too many sign-in attempts. Wait a few minutes before trying again or contact support.',
    wrongCredentials: 'Incorrect email or password. Please check your credentials and try again.',
    unconfirmed: 'Your account has not been confirmed yet. Contact support.',
    temporarilyLocked:
      'Your account was temporarily locked after too many incorrect attempts. Try again later or contact support.',
    invalidPassword: 'The password does not meet the security requirements. Check the password rules.',
    network: 'Connection error. Check your internet connection and try again.',
    missingToken: 'Session expired. Please sign in again.',
    generic: 'An error occurred while signing in. Please try again.',
    signInExpired:
      'Your sign-in step expired (more than 3 minutes). Sign in again with your e-mail and password.',
    signInEnded:
      'Your sign-in step ended (it timed out or too many invalid codes were entered). Sign in again with your e-mail and password.',
    codeMismatch: 'Invalid code. Check the code and try again.',
    codeExpired: 'The code has expired. Sign in again to receive a new code.',
    backendFailed: '{{detail}}',
    backendFallback: 'Login failed',
    passkey: {
      PasskeyNotSupported: 'This browser does not support passkeys.',
      PasskeyAlreadyExists: 'A passkey is already registered for this device.',
      InvalidPasskeyRegistrationOptions: 'The passkey registration options are invalid.',
      InvalidPasskeyAuthenticationOptions: 'The passkey authentication options are invalid.',
      RelyingPartyMismatch: 'The passkey does not belong to this site.',
      PasskeyRegistrationFailed: 'The passkey could not be registered.',
      PasskeyRetrievalFailed: 'The passkey could not be retrieved.',
      PasskeyRegistrationCanceled: 'The passkey registration was cancelled.',
      PasskeyAuthenticationCanceled: 'The passkey authentication was cancelled.',
      PasskeyOperationAborted: 'The passkey operation was aborted.',
    },
  },
  tokenExpired: 'JWT token expired. Redirecting to login...',
  userFetch: 'Failed to fetch user data: {{status}}',
  request: {
    network: 'Connection error. Check your internet connection and try again.',
    // The API's own sentence for the person (4xx with a message).
    refused: '{{detail}}',
    notFound: 'Not found. It may have been removed.',
    unavailable: 'This feature is not available on this server.',
    failed: 'The data could not be loaded ({{status}}). Try again.',
  },
  // Asking the AI about meetings (the chat panel and the chat across meetings).
  chat: {
    failed: 'The answer could not be obtained ({{status}}). Try again.',
    interrupted: 'The answer stopped before it was finished. Try again.',
  },
} satisfies typeof ptBR;
