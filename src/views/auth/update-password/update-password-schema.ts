import { z } from 'zod';

/** Messages are i18n keys, translated where they are shown. */
export const updatePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, { error: 'passwordUpdate:validation.oldPasswordRequired' }),
    password: z
      .string()
      .min(1, { error: 'passwordUpdate:validation.passwordRequired' })
      .min(8, { error: 'passwordUpdate:validation.passwordTooShort' }),
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'passwordUpdate:validation.confirmationMismatch',
  })
  .refine((values) => values.password !== values.oldPassword, {
    path: ['password'],
    error: 'passwordUpdate:validation.sameAsOld',
  });

export type UpdatePasswordValues = z.input<typeof updatePasswordSchema>;
