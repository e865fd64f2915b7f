import { z } from 'zod';
import { inviteBatchMax } from '../../../api-contract/people.ts';

/*
 * The invitation's form: what was pasted, split into addresses (by commas, semicolons, spaces or lines), each
 * checked as the server checks it (src/api-contract/people.ts), so the count and every invalid address show
 * before anything is sent. Messages are i18n keys.
 */

const addressSchema = z.email();

/** Each address once (case aside), in the order pasted; `invalid` as typed, to be found in the field. */
export function splitEmails(text: string): { valid: string[]; invalid: string[] } {
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    const address = token.trim().toLowerCase();
    if (!address || seen.has(address)) continue;
    seen.add(address);
    if (addressSchema.safeParse(address).success) valid.push(address);
    else invalid.push(token.trim());
  }
  return { valid, invalid };
}

export const inviteFormSchema = z.object({
  emails: z.string().superRefine((text, context) => {
    const { valid, invalid } = splitEmails(text);
    if (invalid.length > 0) context.addIssue({ code: 'custom', message: 'people:inviteDialog.invalid' });
    else if (valid.length === 0) context.addIssue({ code: 'custom', message: 'people:inviteDialog.none' });
    else if (valid.length > inviteBatchMax)
      context.addIssue({ code: 'custom', message: 'people:inviteDialog.tooMany' });
  }),
  teamId: z.string(),
});
