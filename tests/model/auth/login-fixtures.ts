import type { SignInNextStep } from '../../../src/services/identity.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { namedError } from '../fixtures.ts';

/** One plain next step per sign-in step of spec section 4 (and the variants the machine tells apart). */
export const steps = {
  done: { signInStep: 'DONE' },
  newPassword: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
  newPasswordWithAttributes: {
    signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
    missingAttributes: ['given_name'],
  },
  totpCode: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
  emailCode: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', destination: 'v***@demo.com.br' },
  smsCode: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', destination: '+55*******99' },
  mfaSelection: {
    signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
    allowedMfaTypes: ['TOTP', 'EMAIL', 'SMS'],
  },
  mfaSetupBoth: {
    signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
    allowedMfaTypes: ['TOTP', 'EMAIL'],
  },
  mfaSetupEmailOnly: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['EMAIL'] },
  mfaSetupTotpOnly: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['TOTP'] },
  mfaSetupNone: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['SMS'] },
  totpSetup: {
    signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
    sharedSecret: 'ABCDEF234567',
    setupUri: 'otpauth://totp/Pauta:vendedor@demo.com.br?secret=ABCDEF234567&issuer=Pauta',
  },
  emailSetup: { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' },
  customChallenge: {
    signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
    additionalInfo: { question: 'Cor favorita?' },
  },
  password: { signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' },
  firstFactor: {
    signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
    availableChallenges: ['PASSWORD_SRP', 'EMAIL_OTP'],
  },
  resetPassword: { signInStep: 'RESET_PASSWORD' },
  confirmSignUp: { signInStep: 'CONFIRM_SIGN_UP' },
} satisfies Record<string, SignInNextStep>;

export const wrongPassword = () => namedError('NotAuthorizedException', 'Incorrect username or password.');
export const unknownUser = () => namedError('UserNotFoundException', 'User does not exist.');
export const lockedOut = () => namedError('NotAuthorizedException', 'Password attempts exceeded');
export const expiredSignInState = () =>
  namedError('SignInException', 'Unable to proceed due to invalid sign in state.');
export const expiredChallengeSession = () =>
  namedError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
export const codeMismatch = () => namedError('CodeMismatchException', 'Invalid code received for user');
export const invalidPassword = () =>
  namedError('InvalidPasswordException', 'Password does not conform to policy');
export const offline = () => new HttpError('FETCH_ERROR', 'Failed to fetch');

/** The reference backend's 401 for unknown credentials (server/features/auth/auth.routes.ts). */
export const backendRefusal = () =>
  new HttpError(401, 'Email ou senha incorretos. Por favor, tente novamente.', {
    body: {
      status: 401,
      title: 'Email ou senha incorretos. Por favor, tente novamente.',
      message: 'Email ou senha incorretos. Por favor, tente novamente.',
    },
  });
