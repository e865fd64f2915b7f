import { z } from 'zod';

/** Messages are i18n keys, translated where they are shown. */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'login:validation.codeInvalid' }),
});
export type CodeValues = z.input<typeof codeSchema>;

export const answerSchema = z.object({
  answer: z.string().trim().min(1, { error: 'login:validation.answerRequired' }),
});
export type AnswerValues = z.input<typeof answerSchema>;

export const emailSetupSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'login:validation.emailRequired' })
    .pipe(z.email({ error: 'login:validation.emailInvalid' })),
});
export type EmailSetupValues = z.input<typeof emailSetupSchema>;

/** One required text field per attribute the new-password challenge lists as missing. */
export function attributesSchema(attributes: string[]) {
  return z.object(
    Object.fromEntries(
      attributes.map((name) => [name, z.string().trim().min(1, { error: 'login:validation.fieldRequired' })]),
    ),
  );
}
