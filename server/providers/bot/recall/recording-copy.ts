import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { MediaStorage } from '../../media/storage.ts';
import type { CallRecording } from '../provider.ts';

const extensions: Record<string, string> = { 'audio/wav': 'wav', 'video/mp4': 'mp4', 'audio/mpeg': 'mp3' };

/** Where the bot's recording of a meeting is stored (beside, never over, an uploaded file's key). */
export const botRecordingKey = (meetingId: string, contentType: string) =>
  `${meetingId}-bot-recording.${extensions[contentType] ?? 'bin'}`;

/**
 * Streams a recording download (Recall's pre-signed `video_mixed` URL) into media storage, counting its
 * bytes. Audio or video by the type the download says (Recall's mixed video is MP4; the emulator's call is
 * audio only, a WAV).
 */
export async function copyRecording(
  storage: MediaStorage,
  meetingId: string,
  download: Response,
): Promise<CallRecording> {
  const contentType = download.headers.get('content-type')?.split(';')[0]?.trim() || 'video/mp4';
  const storageKey = botRecordingKey(meetingId, contentType);
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  await storage.ensureDirectory();
  await pipeline(
    Readable.fromWeb(download.body as WebReadableStream<Uint8Array>),
    counter,
    await storage.openWrite(storageKey, 0),
  );
  return { kind: contentType.startsWith('audio/') ? 'audio' : 'video', contentType, sizeBytes, storageKey };
}
