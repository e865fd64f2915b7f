import { z } from 'zod';

/*
 * The vocabulary section's form, checked as the server checks a word (src/api-contract/vocabulary.ts: trimmed,
 * not empty; the field's maxLength holds the length). The message is an i18n key: the machine says it
 * (word.refused) where it says a word already in the list and the server's refusals.
 */
export const vocabularyWordFormSchema = z.object({
  word: z.string().trim().min(1, { error: 'vocabulary:empty' }),
});
