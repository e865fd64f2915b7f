import { Hono } from 'hono';
import type { z } from 'zod';
import {
  createUploadRequestSchema,
  updateUploadStatusRequestSchema,
  uploadCreatedSchema,
  uploadKindOf,
  uploadProcessStartedSchema,
  uploadProgressStatusSchema,
  uploadStatusUpdatedSchema,
  uploadUrlRefreshedSchema,
  type UploadStatus,
} from '../../src/services/api/schemas/upload.ts';
import type { ApiEnv } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { readJson } from '../http/read-request.ts';
import { sendParsed } from '../http/respond.ts';
import { requireMeetingAccess } from '../media/meeting-access.ts';
import type { MediaServices } from '../media/services.ts';
import type { UploadRecord } from '../media/uploads-store.ts';

/** Statuses the caller may set with update-status, and from which ones (processing and done come from process). */
const settableFrom: Record<
  z.infer<typeof updateUploadStatusRequestSchema>['status'],
  readonly UploadStatus[]
> = {
  pending: ['pending', 'uploading', 'uploaded', 'failed', 'cancelled'],
  uploading: ['pending', 'uploading', 'uploaded', 'failed', 'cancelled'],
  uploaded: ['pending', 'uploading', 'uploaded'],
  failed: ['pending', 'uploading', 'uploaded', 'failed'],
  cancelled: ['pending', 'uploading', 'uploaded', 'processing', 'failed', 'cancelled'],
};

const statusLabels: Record<UploadStatus, string> = {
  pending: 'aguardando envio',
  uploading: 'enviando',
  uploaded: 'enviado',
  processing: 'em processamento',
  done: 'concluído',
  failed: 'com falha',
  cancelled: 'cancelado',
};

export function formatBytes(bytes: number): string {
  const gib = 1024 ** 3;
  if (bytes >= gib) return `${Number((bytes / gib).toFixed(2))} GB`;
  return `${Number((bytes / 1024 ** 2).toFixed(1))} MB`;
}

/** `/api/upload`: create an upload, hand out and refresh its signed URL, move its status, process it. */
export function uploadRoutes(media: MediaServices) {
  const { db, config, uploads, signer, storage, processor } = media;

  async function signedUploadUrl(meetingId: string) {
    const signed = await signer.sign({ purpose: 'upload', meetingId }, config.upload.urlTtlSeconds);
    const query = new URLSearchParams({ expires: signed.expires, signature: signed.signature });
    return {
      uploadUrl: `${config.publicUrl}/api/files/uploads/${meetingId}?${query}`,
      expiresAt: signed.expiresAt.toISOString(),
    };
  }

  async function findUpload(meetingId: string): Promise<UploadRecord> {
    const upload = await uploads.find(meetingId);
    if (!upload) throw new ApiProblem(404, 'Esta reunião não foi criada por envio de arquivo.');
    return upload;
  }

  /** Stops a transfer or a processing job and drops the bytes received, so a retry starts clean. */
  async function discardFile(meetingId: string): Promise<void> {
    media.transfers.get(meetingId)?.abort();
    processor.cancel(meetingId);
    await storage.remove(meetingId);
    await db.query('DELETE FROM meeting_media WHERE meeting_id = $1', [meetingId]);
  }

  return new Hono<ApiEnv>()
    .post('/meetings', async (c) => {
      const caller = c.get('caller');
      // The form's schema speaks to the person: its first issue is the answer's message.
      const form = await readJson(c, createUploadRequestSchema, 'first-issue');
      if (form.sizeBytes > config.upload.maxBytes) {
        throw new ApiProblem(
          400,
          `O arquivo excede o limite de ${formatBytes(config.upload.maxBytes)} por envio.`,
        );
      }
      const kind = uploadKindOf(form.fileName, form.contentType);
      if (!kind) throw new ApiProblem(400, 'Formato de arquivo não suportado.');
      const meetingId = await db.transaction(async (tx) => {
        const [meeting] = await tx.query<{ id: string }>(
          `INSERT INTO meetings (company_id, user_id, team_id, template_id, title, platform, meeting_type, format,
                                 status, start_time)
           SELECT u.company_id, u.id,
                  (SELECT team_id FROM team_members WHERE user_id = u.id ORDER BY team_id LIMIT 1),
                  u.template_id, $2, 'upload', $3, $4, $5, COALESCE($6::timestamptz, now())
             FROM users u WHERE u.id = $1
           RETURNING id`,
          [
            caller.userId,
            form.title,
            form.meetingType ?? 'EXTERNAL',
            kind === 'video' ? 'VIDEO' : 'AUDIO',
            'status_change',
            form.startTime ?? null,
          ],
        );
        if (!meeting) throw new Error(`caller ${caller.userId} has no user row`);
        await tx.query(
          `INSERT INTO uploads (meeting_id, company_id, user_id, file_name, content_type, kind, size_bytes, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')`,
          [
            meeting.id,
            caller.companyId,
            caller.userId,
            form.fileName,
            form.contentType,
            kind,
            form.sizeBytes,
          ],
        );
        return meeting.id;
      });
      c.status(201);
      return sendParsed(c, uploadCreatedSchema, {
        meetingId,
        uploadStatus: 'pending',
        ...(await signedUploadUrl(meetingId)),
      });
    })
    .get('/:id/refresh-url', async (c) => {
      const meetingId = c.req.param('id');
      await requireMeetingAccess(db, c.get('caller'), meetingId, 'change');
      const upload = await findUpload(meetingId);
      if (upload.status === 'processing' || upload.status === 'done') {
        throw new ApiProblem(409, 'O arquivo desta reunião já foi enviado.');
      }
      return sendParsed(c, uploadUrlRefreshedSchema, await signedUploadUrl(meetingId));
    })
    .post('/:id/update-status', async (c) => {
      const meetingId = c.req.param('id');
      await requireMeetingAccess(db, c.get('caller'), meetingId, 'change');
      const { status: target } = await readJson(
        c,
        updateUploadStatusRequestSchema,
        'Status inválido. Use pending, uploading, uploaded, failed ou cancelled.',
      );
      const upload = await findUpload(meetingId);
      if (!settableFrom[target].includes(upload.status)) {
        throw new ApiProblem(
          409,
          `Não é possível marcar como ${statusLabels[target]} um envio ${statusLabels[upload.status]}.`,
        );
      }
      if (target === 'uploaded') {
        const onDisk = await storage.sizeOf(meetingId);
        if (onDisk !== upload.sizeBytes) {
          throw new ApiProblem(
            409,
            `O arquivo ainda não foi recebido por completo (${onDisk} de ${upload.sizeBytes} bytes).`,
          );
        }
      }
      if (target === 'cancelled' || target === 'pending') {
        await discardFile(meetingId);
        await uploads.setStatus(meetingId, target, {
          bytesReceived: 0,
          transcriptionStatus: 'not_started',
          message: null,
        });
      } else {
        await uploads.setStatus(meetingId, target);
      }
      return sendParsed(c, uploadStatusUpdatedSchema, { uploadStatus: target });
    })
    .post('/:id/process', async (c) => {
      const meetingId = c.req.param('id');
      await requireMeetingAccess(db, c.get('caller'), meetingId, 'change');
      const upload = await findUpload(meetingId);
      if (upload.status === 'done') throw new ApiProblem(409, 'Este envio já foi processado.');
      if (upload.status === 'cancelled')
        throw new ApiProblem(409, 'Este envio foi cancelado. Envie o arquivo novamente.');
      if (upload.status !== 'processing') {
        const onDisk = await storage.sizeOf(meetingId);
        if (onDisk !== upload.sizeBytes) {
          throw new ApiProblem(
            409,
            `O arquivo ainda não foi recebido por completo (${onDisk} de ${upload.sizeBytes} bytes).`,
          );
        }
        await uploads.setStatus(meetingId, 'processing', {
          transcriptionStatus: 'processing',
          message: null,
          bytesReceived: onDisk,
        });
        processor.start({ ...upload, status: 'processing' });
      }
      c.status(202);
      return sendParsed(c, uploadProcessStartedSchema, { meetingId, uploadStatus: 'processing' });
    })
    .get('/:id/status', async (c) => {
      const meetingId = c.req.param('id');
      await requireMeetingAccess(db, c.get('caller'), meetingId, 'view');
      const upload = await findUpload(meetingId);
      const transferring =
        upload.status === 'pending' || upload.status === 'uploading' || upload.status === 'uploaded';
      return sendParsed(c, uploadProgressStatusSchema, {
        uploadStatus: upload.status,
        meetingStatus: upload.meetingStatus,
        transcriptionStatus: upload.transcriptionStatus,
        progress: transferring
          ? Math.floor((upload.bytesReceived / upload.sizeBytes) * 1000) / 10
          : undefined,
        bytesReceived: upload.bytesReceived,
        sizeBytes: upload.sizeBytes,
        message: upload.message ?? undefined,
      });
    });
}
