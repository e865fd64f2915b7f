import { z } from 'zod';
import type { MfaChoice } from '../../../machines/auth/account-security/actors.ts';

/** The MFA choices the page offers, in the order it lists them. */
export const mfaChoices: readonly MfaChoice[] = ['OFF', 'TOTP', 'EMAIL', 'SMS'];

export const mfaFormSchema = z.object({ choice: z.enum(['OFF', 'TOTP', 'EMAIL', 'SMS']) });
export type MfaFormValues = z.input<typeof mfaFormSchema>;

/** Messages are i18n keys, translated where they are shown. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'accountSecurity:mfa.codeInvalid' }),
});
export type TotpCodeValues = z.input<typeof totpCodeSchema>;

/** A passkey's name is optional (the list then calls it "Chave de acesso"); at most 60 characters. */
export const passkeyFormSchema = z.object({ name: z.string().trim().max(60) });
export type PasskeyFormValues = z.input<typeof passkeyFormSchema>;
