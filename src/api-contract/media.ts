import { z } from 'zod';

/** `GET /api/meetings/videourl/{id}` and `/voipurl/{id}`: a signed, expiring URL that supports HTTP Range. */
export const mediaUrlSchema = z.object({
  url: z.url(),
  expiresAt: z.iso.datetime({ offset: true }),
  contentType: z.string(),
});
export type MediaUrl = z.infer<typeof mediaUrlSchema>;
