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

export const incorrectCredentials = () => notAuthorized('Incorrect username or password.');
export const invalidSession = () => notAuthorized('Invalid session for the user, session is expired.');
