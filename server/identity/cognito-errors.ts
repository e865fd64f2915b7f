/**
 * A failure answered as Cognito answers it: HTTP 400, body `{"__type", "message"}` and the
 * `x-amzn-errortype` header, which Amplify's parseJsonError turns into `error.name` / `error.message`.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

const fail = (type: string) => (message: string) => new CognitoError(type, message);

export const notAuthorized = fail('NotAuthorizedException');
export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
export const userNotConfirmed = () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
export const passwordResetRequired = () =>
  new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
export const invalidParameter = fail('InvalidParameterException');
export const invalidPassword = fail('InvalidPasswordException');
export const resourceNotFound = fail('ResourceNotFoundException');
export const unknownOperation = () =>
  new CognitoError(
    'com.amazon.coral.service#UnknownOperationException',
    'The requested operation is not recognized.',
  );
export const serializationError = () =>
  new CognitoError('SerializationException', 'The request body could not be parsed as JSON.');

/** A user an administrator disabled (AdminDisableUser), at sign-in and at refresh. */
export const userDisabled = () => notAuthorized('User is disabled.');
/** AdminCreateUser's temporary password past the pool's TemporaryPasswordValidityDays. */
export const temporaryPasswordExpired = () =>
  notAuthorized('Temporary password has expired and must be reset by an administrator.');
/** Admin operations without SigV4 credentials, or signed with a key or signature the pool does not accept. */
export const missingAuthenticationToken = () =>
  new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
export const unrecognizedClient = () =>
  new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.');
export const invalidSignature = () =>
  new CognitoError(
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
  );
/** SignUp while the pool lets only administrators create users (AllowAdminCreateUserOnly). */
export const signUpNotPermitted = () => notAuthorized('SignUp is not permitted for this user pool');
/** A pre-sign-up check (Cognito's PreSignUp Lambda trigger) refused the sign-up with `reason`. */
export const preSignUpRefused = (reason: string) =>
  new CognitoError('UserLambdaValidationException', `PreSignUp failed with error ${reason}.`);
/** AdminCreateUser of a username the pool already has (without MessageAction RESEND). */
export const usernameExists = () =>
  new CognitoError('UsernameExistsException', 'User account already exists');

export const incorrectCredentials = () => notAuthorized('Incorrect username or password.');
export const invalidSession = () => notAuthorized('Invalid session for the user, session is expired.');

export const codeMismatch = (message: string) => new CognitoError('CodeMismatchException', message);
/** Wrong MFA code at sign-in or in VerifySoftwareToken. */
export const wrongMfaCode = () => codeMismatch('Invalid code received for user');
/** Wrong ForgotPassword or attribute verification code. */
export const wrongVerificationCode = () =>
  codeMismatch('Invalid verification code provided, please try again.');
export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
/** Cognito's temporary lock after repeated wrong passwords. */
export const passwordAttemptsExceeded = () => notAuthorized('Password attempts exceeded');
export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
export const tooManyRequests = () => new CognitoError('TooManyRequestsException', 'Rate exceeded');
export const aliasExists = () =>
  new CognitoError('AliasExistsException', 'An account with the given email already exists.');
export const softwareTokenMfaNotFound = () =>
  new CognitoError(
    'SoftwareTokenMFANotFoundException',
    'Software Token MFA has not been enabled by the user.',
  );
/** VerifySoftwareToken's refusal of a wrong code (the sign-in challenge answers CodeMismatchException). */
export const softwareTokenCodeMismatch = () =>
  new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
export const noDeliveryConfigFor = (mfaType: string) =>
  invalidParameter(`User does not have delivery config set to turn on ${mfaType}`);
