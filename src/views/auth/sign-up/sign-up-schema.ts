import { z } from 'zod';
import { companyNameMaxLength } from '../../../api-contract/sign-up.ts';
import { brokenPasswordRules } from '../../../domain/password-policy.ts';

/** Cognito's limit for a standard attribute's value is 2048; names this long are typing accidents. */
export const personNameMaxLength = 60;

const name = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .max(personNameMaxLength, { error: 'signUp:validation.nameTooLong' });

/** Messages are i18n keys, translated where they are shown; the password rules are the identity service's. */
export const signUpFormSchema = z.object({
  givenName: name('signUp:validation.givenNameRequired'),
  familyName: name('signUp:validation.familyNameRequired'),
  email: z
    .string()
    .trim()
    .min(1, { error: 'signUp:validation.emailRequired' })
    .pipe(z.email({ error: 'signUp:validation.emailInvalid' })),
  password: z.string().refine((password) => brokenPasswordRules(password).length === 0, {
    error: 'signUp:validation.passwordWeak',
  }),
  companyName: z
    .string()
    .trim()
    .min(1, { error: 'signUp:validation.companyNameRequired' })
    .max(companyNameMaxLength, { error: 'signUp:validation.companyNameTooLong' }),
});

export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export const confirmCodeSchema = z.object({
  code: z.string().trim().min(1, { error: 'signUp:validation.codeRequired' }),
});

export type ConfirmCodeValues = z.input<typeof confirmCodeSchema>;
