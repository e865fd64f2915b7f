import { z } from 'zod';

/** A team's name, checked as the server checks it (trimmed, not empty; the field's maxLength holds the length). */
export const teamNameFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'people:teamDialog.empty' }),
});
