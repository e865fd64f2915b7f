import { z } from 'zod';

/** Messages are i18n keys, translated where they are shown, so the schema stays free of the language. */
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'login:validation.emailRequired' })
    .pipe(z.email({ error: 'login:validation.emailInvalid' })),
  password: z.string().min(1, { error: 'login:validation.passwordRequired' }),
});

export type LoginFormValues = z.input<typeof loginFormSchema>;
