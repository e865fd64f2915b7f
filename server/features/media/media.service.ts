import { DomainError } from '../../domain-errors/domain-error.ts';
import { servedMediaType } from '../../providers/media/served-type.ts';
import type { SignedUrls } from '../../providers/media/signed-urls.ts';
import type { MediaStorage } from '../../providers/media/storage.ts';
import type { MediaUrl } from '../../../src/api-contract/media.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { Store } from '../store.ts';
import type { RecordingKind } from './media.repository.ts';

/**
 * A signed media URL sends the player on to the bucket with a presigned GET valid this long, as long as a
 * shared link's own media URL (SHARE_MEDIA_URL_TTL_SECONDS' default): a changed share password reaches
 * players that already hold a bucket URL within these 5 minutes.
 */
const bucketRedirectTtlSeconds = 300;

/** What a signed media URL leads to: a file this server streams with Range, or the bucket's presigned GET. */
export type StoredRecording =
  { contentType: string; filePath: string; size: number } | { redirectTo: string };

/**
 * A meeting's recordings: a signed link for whoever sees the meeting, the file for whoever holds one. With a
 * bucket the link is the bucket's own presigned GET (Range is answered there, the bytes never pass here).
 */
export function createMediaService(deps: {
  store: Store;
  access: MeetingAccess;
  urls: SignedUrls;
  storage: MediaStorage;
  /** Lifetime of a presigned GET from the bucket (MEDIA_URL_TTL_SECONDS). */
  urlTtlSeconds: number;
}) {
  const { store, storage } = deps;
  return {
    async recordingUrl(caller: Caller, meetingId: string, kind: RecordingKind): Promise<MediaUrl> {
      const meeting = await deps.access.visible(caller, meetingId);
      const recording = await store.media.find(meeting.id, kind);
      if (!recording) throw new DomainError('meeting-without-recording');
      if (storage.kind === 's3') {
        const expiresAt = new Date(Date.now() + deps.urlTtlSeconds * 1000).toISOString();
        const url = await storage.bucket.downloadUrl(
          recording.storageKey,
          recording.contentType,
          deps.urlTtlSeconds,
        );
        return { url, expiresAt, contentType: servedMediaType(recording.contentType) };
      }
      const signed = await deps.urls.recording(meeting.id, kind);
      return { ...signed, contentType: servedMediaType(recording.contentType) };
    },

    /**
     * For a signed media URL (the signature, checked by the route, was the permission): the file to serve,
     * or, with a bucket, a short-lived presigned GET to send the player on to.
     */
    async signedRecording(meetingId: string, kind: string): Promise<StoredRecording> {
      const recording = await store.media.find(meetingId, kind);
      const size = recording && (await storage.sizeIfStored(recording.storageKey));
      if (!recording || size === undefined) throw new DomainError('meeting-without-recording');
      if (storage.kind === 's3') {
        const ttl = Math.min(deps.urlTtlSeconds, bucketRedirectTtlSeconds);
        return {
          redirectTo: await storage.bucket.downloadUrl(recording.storageKey, recording.contentType, ttl),
        };
      }
      return { contentType: recording.contentType, filePath: storage.pathOf(recording.storageKey), size };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
