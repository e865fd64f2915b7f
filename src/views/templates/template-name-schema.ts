import { z } from 'zod';

/**
 * A new template's name, checked as the server checks it (src/api-contract/template.ts: trimmed, not empty;
 * the field's maxLength holds the length). The message is an i18n key, translated where it is shown.
 */
export const templateNameFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'templates:create.nameRequired' }),
});
