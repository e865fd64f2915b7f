import { z } from 'zod';

/** Messages are i18n keys, translated where they are shown. */
export const ssoFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'sso:validation.emailRequired' })
    .pipe(z.email({ error: 'sso:validation.emailInvalid' })),
});

export type SsoFormValues = z.input<typeof ssoFormSchema>;
