import { fromPromise } from 'xstate';
import { saveUpdatedPassword } from '../../../services/auth/password.ts';
import {
  changePassword,
  clearShouldResetPassword,
  type AttributeUpdateStep,
} from '../../../services/identity-password.ts';

export type PasswordChange = { oldPassword: string; password: string };

export const passwordUpdateActors = {
  /** ChangePassword at the identity provider (old and new password, signed-in user). */
  changePassword: fromPromise<void, PasswordChange>(({ input }) =>
    changePassword(input.oldPassword, input.password),
  ),
  /**
   * custom:shouldResetPassword = 'false' at the identity provider. A provider that wants the change confirmed
   * by a code (CONFIRM_ATTRIBUTE_WITH_CODE, which Cognito asks only of e-mail and phone) leaves its copy set
   * until then; the change goes on, since what sends a person to /update-password is the backend's
   * resetPassword, cleared next (saveOnServer).
   */
  clearResetFlag: fromPromise<AttributeUpdateStep>(() => clearShouldResetPassword()),
  /** PATCH /api/update-password: the backend clears the user's resetPassword. */
  saveOnServer: fromPromise<void, PasswordChange>(async ({ input, signal }) => {
    await saveUpdatedPassword({ password: input.password, oldPassword: input.oldPassword }, { signal });
  }),
};
