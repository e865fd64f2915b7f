/*
 * Calls of an upload straight to an S3 bucket (the create answer carries partSizeBytes): presigned part URLs,
 * the parts stored with their ETags. A module of its own so the app loads it only for such an upload.
 */
import { http } from '../http.ts';
import { uploadPartsSchema, uploadPartUrlsSchema, type UploadParts } from '../../api-contract/upload.ts';

type Options = { signal?: AbortSignal };
const idPath = (meetingId: string, action: string) => `upload/${encodeURIComponent(meetingId)}/${action}`;

/** Presigned PUTs of the given parts, by part number. */
export async function signUploadParts(
  meetingId: string,
  partNumbers: number[],
  { signal }: Options = {},
): Promise<Map<number, string>> {
  const signed = await http.sendJson(
    'POST',
    idPath(meetingId, 'part-urls'),
    { partNumbers },
    uploadPartUrlsSchema,
    {
      signal,
    },
  );
  return new Map(signed.parts.map((part) => [part.partNumber, part.url]));
}

/** Tells the server a part the bucket stored, with the ETag the bucket answered. */
export async function recordUploadPart(
  meetingId: string,
  partNumber: number,
  etag: string,
  { signal }: Options = {},
): Promise<UploadParts> {
  return http.sendJson('POST', idPath(meetingId, 'parts'), { partNumber, etag }, uploadPartsSchema, {
    signal,
  });
}

/** The parts the bucket holds already: where a resumed upload goes on from. */
export async function getUploadParts(meetingId: string, { signal }: Options = {}): Promise<UploadParts> {
  return http.getJson(idPath(meetingId, 'parts'), uploadPartsSchema, { signal });
}
