import { z } from 'zod';

/** Every error the reference backend answers: a JSON body, never a stack trace. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * What the app reads of a refusal's body from any backend: spec section 8 reads a title or a message, and a
 * backend built to the spec need not send both (nor the status), so each is optional here.
 */
export const apiErrorAnswerSchema = apiErrorSchema.partial();
export type ApiErrorAnswer = z.infer<typeof apiErrorAnswerSchema>;
