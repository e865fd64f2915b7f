import { z } from 'zod';

/*
 * The templates page's forms, checked as the server checks them (src/api-contract/template.ts: trimmed, not
 * empty; each field's maxLength holds the length). Messages are i18n keys, translated where they are shown.
 */

export const templateNameFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'templates:create.nameRequired' }),
});

/** A question's new wording: a blank one is not sent (the field is required, so the browser says so). */
export const templateQuestionFormSchema = z.object({ text: z.string().trim().min(1) });
