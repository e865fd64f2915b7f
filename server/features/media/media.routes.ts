import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import type { Domain } from '../index.ts';
import type { StoredRecording } from './media.service.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import { sendParsed } from '../../http/respond.ts';
import { parseByteRange } from '../../providers/media/byte-range.ts';
import { recordingHeaders, servedMediaType } from '../../providers/media/served-type.ts';
import type { SignedTarget } from '../../providers/media/signing.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';
import { sharedMediaQuerySchema, signedLinkQuerySchema } from '../../http/openapi/signed-link.ts';

/** `GET /api/meetings/videourl/{id}` and `/voipurl/{id}`: a signed, expiring link to the recording. */
export function mediaUrlRoutes({ media }: Pick<Domain, 'media'>) {
  return new Hono<ApiEnv>()
    .get('/videourl/:id', async (c) =>
      sendParsed(c, mediaUrlSchema, await media.recordingUrl(c.get('caller'), c.req.param('id'), 'video')),
    )
    .get('/voipurl/:id', async (c) =>
      sendParsed(c, mediaUrlSchema, await media.recordingUrl(c.get('caller'), c.req.param('id'), 'audio')),
    );
}

function webBodyOf(request: Request): Readable {
  return request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]);
}

type FilesEnv = { Bindings: Partial<HttpBindings> };

/**
 * `/api/files`: the URLs handed out above and by the upload routes. No bearer token here: the signature is
 * the credential (a browser's PUT or <video> sends none), so mount this before the authenticated /api.
 */
export function signedFileRoutes({
  signer,
  uploadTransfers,
  media,
  shareGuests,
}: Pick<Domain, 'signer' | 'uploadTransfers' | 'media' | 'shareGuests'>) {
  async function requireSignature(c: Context<FilesEnv>, target: SignedTarget, what: string): Promise<void> {
    const verdict = await signer.verify(target, {
      expires: c.req.query('expires'),
      signature: c.req.query('signature'),
    });
    if (verdict === 'invalid') throw new DomainError('media-link-invalid', what);
    if (verdict === 'expired') throw new DomainError('media-link-expired', what);
  }

  async function receivePut(c: Context<FilesEnv>): Promise<Response> {
    const meetingId = c.req.param('id') ?? '';
    await requireSignature(c, { purpose: 'upload', meetingId }, 'envio');
    const stored = await uploadTransfers.receive(meetingId, {
      // The Node request itself when served by @hono/node-server (touching c.req.raw.body there would start
      // its own reader on the same stream); a web stream only under other runtimes.
      body: c.env?.incoming ?? webBodyOf(c.req.raw),
      contentRange: c.req.header('content-range'),
      contentLength: Number(c.req.header('content-length') ?? Number.NaN),
    });
    return c.json(stored);
  }

  return new Hono<FilesEnv>()
    .put('/uploads/:id', async (c) =>
      // A refusal answers before reading the body; discarding it lets the client finish sending and read
      // the answer instead of stalling on a full socket. After a transfer this does nothing.
      receivePut(c)
        .catch((error: unknown) => {
          // A transfer that failed midway (disk full, too large) left the request half read: the connection
          // closes after the answer, so the client's next request opens a fresh one instead of a reset.
          c.header('Connection', 'close');
          throw error;
        })
        .finally(() => c.env?.incoming?.resume()),
    )
    .get('/media/:id/:kind', async (c) => {
      const meetingId = c.req.param('id');
      const kind = c.req.param('kind');
      await requireSignature(c, { purpose: 'media', meetingId, kind }, 'mídia');
      return streamRecording(c, await media.signedRecording(meetingId, kind));
    })
    .get('/shared/:shareId/:kind', async (c) => {
      const shareId = c.req.param('shareId');
      const kind = c.req.param('kind');
      const grant = c.req.query('grant') ?? '';
      await requireSignature(c, { purpose: 'sharedMedia', shareId, kind, grant }, 'mídia');
      const response = streamRecording(c, await shareGuests.sharedRecording(shareId, kind, grant));
      response.headers.set('x-robots-tag', 'noindex, nofollow');
      response.headers.set('referrer-policy', 'no-referrer');
      return response;
    });
}

/**
 * A stored recording, whole or the byte range asked for (206), streamed from disk; a recording in a bucket
 * is a redirect to its presigned GET, which answers the Range itself.
 */
function streamRecording(c: Context<FilesEnv>, recording: StoredRecording): Response {
  if ('redirectTo' in recording) {
    return new Response(null, {
      status: 302,
      headers: { location: recording.redirectTo, 'cache-control': 'private, no-store' },
    });
  }
  const { contentType, filePath, size } = recording;
  const headers = new Headers({
    ...recordingHeaders(servedMediaType(contentType)),
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-transform',
  });
  const range = parseByteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set('content-length', String(Math.max(0, end - start + 1)));
  if (range) headers.set('content-range', `bytes ${start}-${end}/${size}`);
  const body =
    size === 0 ? null : (Readable.toWeb(createReadStream(filePath, { start, end })) as ReadableStream);
  return new Response(c.req.method === 'HEAD' ? null : body, { status: range ? 206 : 200, headers });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const mediaOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/meetings/videourl/:id',
    summary: "A signed, expiring link to the meeting's video",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The link', json: mediaUrlSchema } },
  },
  {
    method: 'GET',
    path: '/api/meetings/voipurl/:id',
    summary: "A signed, expiring link to the meeting's audio",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The link', json: mediaUrlSchema } },
  },
  {
    method: 'PUT',
    path: '/api/files/uploads/:id',
    summary: "An upload's bytes, whole or a chunk with Content-Range (the signed uploadUrl)",
    tag: 'Files',
    auth: 'signed-link',
    query: signedLinkQuerySchema,
    body: { bytes: 'application/octet-stream' },
    answers: { 200: { description: 'What is stored so far' } },
  },
  {
    method: 'GET',
    path: '/api/files/media/:id/:kind',
    summary: 'A recording, whole or the byte range asked for (the signed link of videourl/voipurl)',
    tag: 'Files',
    auth: 'signed-link',
    query: signedLinkQuerySchema,
    answers: {
      200: { description: 'The recording', bytes: 'video/*' },
      206: { description: 'The byte range asked for', bytes: 'video/*' },
      302: { description: 'Stored in a bucket: its presigned address' },
    },
  },
  {
    method: 'GET',
    path: '/api/files/shared/:shareId/:kind',
    summary: "A shared meeting's recording for its guests (the signed link of /api/share/video)",
    tag: 'Files',
    auth: 'signed-link',
    query: sharedMediaQuerySchema,
    answers: {
      200: { description: 'The recording', bytes: 'video/*' },
      206: { description: 'The byte range asked for', bytes: 'video/*' },
      302: { description: 'Stored in a bucket: its presigned address' },
    },
  },
];
