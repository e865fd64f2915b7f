import { z } from 'zod';

/** Every error the reference backend answers: a JSON body, never a stack trace. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
