import { z } from 'zod';

/** Messages are i18n keys, translated where they are shown. */
const email = z
  .string()
  .trim()
  .min(1, { error: 'passwordReset:validation.emailRequired' })
  .pipe(z.email({ error: 'passwordReset:validation.emailInvalid' }));

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    email,
    code: z.string().trim().min(1, { error: 'passwordReset:validation.codeRequired' }),
    newPassword: z
      .string()
      .min(1, { error: 'passwordReset:validation.passwordRequired' })
      .min(8, { error: 'passwordReset:validation.passwordTooShort' }),
    confirmation: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmation, {
    path: ['confirmation'],
    error: 'passwordReset:validation.confirmationMismatch',
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
