import type { ServerConfig } from '../config.ts';
import type { UrlSigner } from './signing.ts';

type UrlConfig = Pick<ServerConfig, 'publicUrl' | 'mediaUrlTtlSeconds'> & {
  upload: Pick<ServerConfig['upload'], 'urlTtlSeconds'>;
};

/** The signed, expiring URLs this server hands out, pointing at its own /api/files routes. */
export function createSignedUrls(signer: UrlSigner, config: UrlConfig) {
  return {
    /** Where the browser PUTs the file of an upload. */
    async upload(meetingId: string): Promise<{ uploadUrl: string; expiresAt: string }> {
      const signed = await signer.sign({ purpose: 'upload', meetingId }, config.upload.urlTtlSeconds);
      const query = new URLSearchParams({ expires: signed.expires, signature: signed.signature });
      return {
        uploadUrl: `${config.publicUrl}/api/files/uploads/${meetingId}?${query}`,
        expiresAt: signed.expiresAt.toISOString(),
      };
    },

    /**
     * Where a <video> or <audio> reads a meeting's recording of one kind, with HTTP Range. A shared meeting's
     * guests get a shorter lifetime: a URL outlives the password it was handed out for.
     */
    async recording(
      meetingId: string,
      kind: string,
      ttlSeconds = config.mediaUrlTtlSeconds,
    ): Promise<{ url: string; expiresAt: string }> {
      const signed = await signer.sign({ purpose: 'media', meetingId, kind }, ttlSeconds);
      const query = new URLSearchParams({ expires: signed.expires, signature: signed.signature });
      return {
        url: `${config.publicUrl}/api/files/media/${meetingId}/${kind}?${query}`,
        expiresAt: signed.expiresAt.toISOString(),
      };
    },
  };
}

export type SignedUrls = ReturnType<typeof createSignedUrls>;
