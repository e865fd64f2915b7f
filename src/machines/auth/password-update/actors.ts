import { fromPromise } from 'xstate';
import { saveUpdatedPassword } from '../../../services/auth/password.ts';
import { changePassword, clearShouldResetPassword } from '../../../services/identity-password.ts';

export type PasswordChange = { oldPassword: string; password: string };

export const passwordUpdateActors = {
  /** ChangePassword at the identity provider (old and new password, signed-in user). */
  changePassword: fromPromise<void, PasswordChange>(({ input }) =>
    changePassword(input.oldPassword, input.password),
  ),
  /** custom:shouldResetPassword = 'false' at the identity provider. */
  clearResetFlag: fromPromise<void>(() => clearShouldResetPassword()),
  /** PATCH /api/update-password: the backend clears the user's resetPassword. */
  saveOnServer: fromPromise<void, PasswordChange>(async ({ input, signal }) => {
    await saveUpdatedPassword({ password: input.password, oldPassword: input.oldPassword }, { signal });
  }),
};
