import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { mediaUrlSchema } from '../../src/services/api/schemas/media.ts';
import type { ApiEnv } from '../http/auth.ts';
import { ApiProblem, problemBody } from '../http/errors.ts';
import { sendParsed } from '../http/respond.ts';
import { parseByteRange, parseContentRange } from '../media/byte-range.ts';
import { requireMeetingAccess } from '../media/meeting-access.ts';
import { BodyTooLarge, receiveUpload } from '../media/receive-upload.ts';
import type { MediaServices } from '../media/services.ts';
import type { SignedTarget } from '../media/signing.ts';

type MediaKind = 'video' | 'audio';
const noRecording = 'Esta reunião não tem gravação.';

/** `GET /api/meetings/videourl/{id}` and `/voipurl/{id}`: a signed, expiring link to the recording. */
export function mediaUrlRoutes(media: MediaServices) {
  const urlOf = (kind: MediaKind) => async (c: Context<ApiEnv>) => {
    const meetingId = c.req.param('id') ?? '';
    await requireMeetingAccess(media.db, c.get('caller'), meetingId, 'view');
    const [row] = await media.db.query<{ content_type: string }>(
      'SELECT content_type FROM meeting_media WHERE meeting_id = $1 AND kind = $2',
      [meetingId, kind],
    );
    if (!row) throw new ApiProblem(404, noRecording);
    const signed = await media.signer.sign(
      { purpose: 'media', meetingId, kind },
      media.config.mediaUrlTtlSeconds,
    );
    const query = new URLSearchParams({ expires: signed.expires, signature: signed.signature });
    return sendParsed(c, mediaUrlSchema, {
      url: `${media.config.publicUrl}/api/files/media/${meetingId}/${kind}?${query}`,
      expiresAt: signed.expiresAt.toISOString(),
      contentType: row.content_type,
    });
  };
  return new Hono<ApiEnv>().get('/videourl/:id', urlOf('video')).get('/voipurl/:id', urlOf('audio'));
}

function webBodyOf(request: Request): Readable {
  return request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]);
}

type FilesEnv = { Bindings: Partial<HttpBindings> };

/**
 * `/api/files`: the URLs handed out above and by the upload routes. No bearer token here: the signature is
 * the credential (a browser's PUT or <video> sends none), so mount this before the authenticated /api.
 */
export function signedFileRoutes(media: MediaServices) {
  const { db, storage, uploads, signer, config } = media;

  async function requireSignature(c: Context<FilesEnv>, target: SignedTarget, what: string): Promise<void> {
    const verdict = await signer.verify(target, {
      expires: c.req.query('expires'),
      signature: c.req.query('signature'),
    });
    if (verdict === 'invalid') throw new ApiProblem(403, `Link de ${what} inválido.`);
    if (verdict === 'expired') throw new ApiProblem(403, `O link de ${what} expirou. Solicite um novo link.`);
  }

  async function receivePut(c: Context<FilesEnv>): Promise<Response> {
    const meetingId = c.req.param('id') ?? '';
    await requireSignature(c, { purpose: 'upload', meetingId }, 'envio');
    const upload = await uploads.find(meetingId);
    if (!upload) throw new ApiProblem(404, 'Envio não encontrado.');
    if (upload.status === 'processing' || upload.status === 'done') {
      throw new ApiProblem(409, 'O arquivo desta reunião já foi enviado.');
    }
    if (upload.status === 'cancelled') {
      throw new ApiProblem(409, 'Este envio foi cancelado. Marque-o como pendente para enviar de novo.');
    }
    if (media.transfers.has(meetingId))
      throw new ApiProblem(409, 'Já há um envio em andamento para esta reunião.');

    // Resuming: `Content-Range: bytes <start>-<end>/<size>` continues from <start> (at most what we have);
    // without it the PUT restarts the file from byte 0.
    const onDisk = await storage.sizeOf(meetingId);
    const rangeHeader = c.req.header('content-range');
    const range = parseContentRange(rangeHeader);
    if (
      rangeHeader !== undefined &&
      (!range || range.total !== upload.sizeBytes || range.end < range.start)
    ) {
      throw new ApiProblem(400, `Content-Range inválido: use bytes início-fim/${upload.sizeBytes}.`);
    }
    const offset = range?.start ?? 0;
    if (offset > onDisk) {
      return c.json(problemBody(416, `O envio deve continuar a partir do byte ${onDisk}.`), 416);
    }
    const remaining = Math.min(upload.sizeBytes, config.upload.maxBytes) - offset;
    const declaredLength = Number(c.req.header('content-length') ?? Number.NaN);
    if (declaredLength > remaining) {
      return c.json(
        problemBody(413, `O conteúdo excede o tamanho informado do arquivo (${upload.sizeBytes} bytes).`),
        413,
      );
    }

    await storage.ensureDirectory();
    await uploads.setStatus(meetingId, 'uploading', { bytesReceived: offset });
    const transfer = new AbortController();
    media.transfers.set(meetingId, transfer);
    let outcome: 'complete' | 'too-large' | 'cancelled' | 'interrupted';
    const incoming = c.env?.incoming;
    try {
      // The Node request itself when served by @hono/node-server (touching c.req.raw.body there would start
      // its own reader on the same stream); a web stream only under other runtimes.
      const body = incoming ?? webBodyOf(c.req.raw);
      await receiveUpload({
        body,
        filePath: storage.pathOf(meetingId),
        offset,
        maxBytes: remaining,
        signal: transfer.signal,
      });
      outcome = 'complete';
    } catch (error) {
      if (error instanceof BodyTooLarge) outcome = 'too-large';
      else if (transfer.signal.aborted) outcome = 'cancelled';
      // The client went away: keep what arrived, a resumed PUT continues from there.
      else if (incoming?.destroyed) outcome = 'interrupted';
      else throw error;
    } finally {
      media.transfers.delete(meetingId);
    }
    if (outcome === 'cancelled') return c.json(problemBody(409, 'Envio cancelado.'), 409);
    const bytesReceived = await storage.sizeOf(meetingId);
    const complete = bytesReceived === upload.sizeBytes;
    if (complete) await uploads.setStatus(meetingId, 'uploaded', { bytesReceived });
    else await uploads.setBytesReceived(meetingId, bytesReceived);
    if (outcome === 'interrupted') return c.json(problemBody(400, 'Envio interrompido.'), 400);
    if (outcome === 'too-large') {
      return c.json(
        problemBody(413, `O conteúdo excede o tamanho informado do arquivo (${upload.sizeBytes} bytes).`),
        413,
      );
    }
    return c.json({ meetingId, uploadStatus: complete ? 'uploaded' : 'uploading', bytesReceived });
  }

  return new Hono<FilesEnv>()
    .put('/uploads/:id', async (c) =>
      // A refusal answers before reading the body; discarding it lets the client finish sending and read
      // the answer instead of stalling on a full socket. After a transfer this does nothing.
      receivePut(c).finally(() => c.env?.incoming?.resume()),
    )
    .get('/media/:id/:kind', async (c) => {
      const meetingId = c.req.param('id');
      const kind = c.req.param('kind');
      await requireSignature(c, { purpose: 'media', meetingId, kind }, 'mídia');
      const [row] = await db.query<{ content_type: string; storage_key: string }>(
        'SELECT content_type, storage_key FROM meeting_media WHERE meeting_id = $1 AND kind = $2',
        [meetingId, kind],
      );
      const filePath = row && storage.pathOf(row.storage_key);
      const size = filePath
        ? await stat(filePath).then(
            (stats) => stats.size,
            () => undefined,
          )
        : undefined;
      if (!row || !filePath || size === undefined) throw new ApiProblem(404, noRecording);

      const headers = new Headers({
        'accept-ranges': 'bytes',
        'content-type': row.content_type,
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
    });
}
