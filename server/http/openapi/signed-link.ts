import { z } from 'zod';

/**
 * The query of a signed link (`/api/files/...`): handed out whole by another call, never built by a client.
 * The routes check it with the signer (server/providers/media/signing.ts); this is its shape for the document.
 */
export const signedLinkQuerySchema = z.object({
  expires: z.string().meta({ description: 'When the link stops working, in seconds since the epoch' }),
  signature: z.string().meta({ description: 'HMAC of the target and `expires`' }),
});

/** A shared meeting's recording link: also the guest's grant, which /api/share/video handed out with it. */
export const sharedMediaQuerySchema = signedLinkQuerySchema.extend({
  grant: z.string().meta({ description: "The guest's admission this link was made for" }),
});
