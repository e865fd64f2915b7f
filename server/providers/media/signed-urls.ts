import type { ServerConfig } from '../../config.ts';
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

    /** Where a <video> or <audio> reads a meeting's recording of one kind, with HTTP Range. */
    async recording(meetingId: string, kind: string): Promise<{ url: string; expiresAt: string }> {
      const signed = await signer.sign({ purpose: 'media', meetingId, kind }, config.mediaUrlTtlSeconds);
      const query = new URLSearchParams({ expires: signed.expires, signature: signed.signature });
      return {
        url: `${config.publicUrl}/api/files/media/${meetingId}/${kind}?${query}`,
        expiresAt: signed.expiresAt.toISOString(),
      };
    },

    /**
     * A shared link's recording: addressed by the link (no meeting id in the URL), short-lived, and bound to
     * the password it was handed out for (`grant`), so turning the link off or changing the password stops
     * the URLs already given out too.
     */
    async sharedRecording(
      shareId: string,
      kind: string,
      grant: string,
      ttlSeconds: number,
    ): Promise<{ url: string; expiresAt: string }> {
      const signed = await signer.sign({ purpose: 'sharedMedia', shareId, kind, grant }, ttlSeconds);
      const query = new URLSearchParams({ grant, expires: signed.expires, signature: signed.signature });
      return {
        url: `${config.publicUrl}/api/files/shared/${shareId}/${kind}?${query}`,
        expiresAt: signed.expiresAt.toISOString(),
      };
    },

    /** Where an <img> reads the company's bot picture (the app sends no token with an <img>). */
    async botImage(companyId: string, imageId: string): Promise<string> {
      const signed = await signer.sign(
        { purpose: 'botImage', companyId, imageId },
        config.mediaUrlTtlSeconds,
      );
      const query = new URLSearchParams({ expires: signed.expires, signature: signed.signature });
      return `${config.publicUrl}/api/files/bot-images/${companyId}/${imageId}?${query}`;
    },
  };
}

export type SignedUrls = ReturnType<typeof createSignedUrls>;
