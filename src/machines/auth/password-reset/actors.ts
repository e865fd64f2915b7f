import { fromPromise } from 'xstate';
import {
  confirmPasswordReset,
  requestPasswordReset,
  type PasswordResetConfirmation,
  type ResetPasswordStep,
} from '../../../services/identity-password.ts';

export type { PasswordResetConfirmation, ResetPasswordStep };

export const passwordResetActors = {
  /** ForgotPassword: the provider sends a code and says where (CodeDeliveryDetails). */
  sendCode: fromPromise<ResetPasswordStep, { email: string }>(({ input }) =>
    requestPasswordReset(input.email),
  ),
  /** ConfirmForgotPassword: code plus new password. */
  confirmReset: fromPromise<void, PasswordResetConfirmation>(({ input }) => confirmPasswordReset(input)),
};
