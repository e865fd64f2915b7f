import { adminCreateUser } from './admin-create-user.ts';
import { adminDeleteUser } from './admin-delete-user.ts';
import { adminDisableUser } from './admin-disable-user.ts';
import { adminEnableUser } from './admin-enable-user.ts';
import { adminUserGlobalSignOut } from './admin-user-global-sign-out.ts';
import { associateSoftwareToken } from './associate-software-token.ts';
import { changePassword } from './change-password.ts';
import { completeWebAuthnRegistration } from './complete-web-authn-registration.ts';
import { confirmDevice } from './confirm-device.ts';
import { confirmSignUp } from './confirm-sign-up.ts';
import { confirmForgotPassword } from './confirm-forgot-password.ts';
import type { Operation } from './context.ts';
import { deleteWebAuthnCredential } from './delete-web-authn-credential.ts';
import { forgetDevice } from './forget-device.ts';
import { forgotPassword } from './forgot-password.ts';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token.ts';
import { getUserAttributeVerificationCode } from './get-user-attribute-verification-code.ts';
import { getUser } from './get-user.ts';
import { globalSignOut } from './global-sign-out.ts';
import { initiateAuth } from './initiate-auth.ts';
import { listDevices } from './list-devices.ts';
import { listWebAuthnCredentials } from './list-web-authn-credentials.ts';
import { resendConfirmationCode } from './resend-confirmation-code.ts';
import { respondToAuthChallenge } from './respond-to-auth-challenge.ts';
import { revokeToken } from './revoke-token.ts';
import { setUserMFAPreference } from './set-user-mfa-preference.ts';
import { signUp } from './sign-up.ts';
import { startWebAuthnRegistration } from './start-web-authn-registration.ts';
import { updateDeviceStatus } from './update-device-status.ts';
import { updateUserAttributes } from './update-user-attributes.ts';
import { verifySoftwareToken } from './verify-software-token.ts';
import { verifyUserAttribute } from './verify-user-attribute.ts';

/** Every operation the pool answers, by its X-Amz-Target name; a new operation is a file and a line here. */
export const operations: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMFAPreference,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  UpdateUserAttributes: updateUserAttributes,
  VerifyUserAttribute: verifyUserAttribute,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  StartWebAuthnRegistration: startWebAuthnRegistration,
  CompleteWebAuthnRegistration: completeWebAuthnRegistration,
  ListWebAuthnCredentials: listWebAuthnCredentials,
  DeleteWebAuthnCredential: deleteWebAuthnCredential,
  ConfirmDevice: confirmDevice,
  UpdateDeviceStatus: updateDeviceStatus,
  ListDevices: listDevices,
  ForgetDevice: forgetDevice,
};

/**
 * The administrators' operations (`Admin*`): only requests signed with the installation's key pair (AWS
 * Signature Version 4, routes.ts) reach them, and the public per-client quotas do not count them.
 */
export const adminOperations: Record<string, Operation> = {
  AdminCreateUser: adminCreateUser,
  AdminDeleteUser: adminDeleteUser,
  AdminDisableUser: adminDisableUser,
  AdminEnableUser: adminEnableUser,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
};
