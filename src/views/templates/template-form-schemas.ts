import { z } from 'zod';

/*
 * The templates page's forms, checked as the server checks them (src/api-contract/template.ts: trimmed, not
 * empty; each field's maxLength holds the length). Messages are i18n keys, translated where they are shown.
 */

export const templateNameFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'templates:create.nameRequired' }),
});

/**
 * A question's wording, new or reworded: a blank one is not sent (a reworded field is required, so the
 * browser says so; the new question's button stays disabled until something is typed).
 */
export const templateQuestionFormSchema = z.object({ text: z.string().trim().min(1) });
