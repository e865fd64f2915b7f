import { z } from 'zod';

/* The search box, checked as the server checks `q` (src/api-contract/search.ts); the field's maxLength holds the length. */
export const searchFormSchema = z.object({
  q: z.string().trim().min(1, { error: 'search:empty' }),
});
