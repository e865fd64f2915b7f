import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  createUploadRequestSchema,
  updateUploadStatusRequestSchema,
  uploadCreatedSchema,
  uploadPartStoredRequestSchema,
  uploadPartsSchema,
  uploadPartUrlsRequestSchema,
  uploadPartUrlsSchema,
  uploadProcessStartedSchema,
  uploadProgressStatusSchema,
  uploadStatusUpdatedSchema,
  uploadUrlRefreshedSchema,
  unfinishedUploadsSchema,
} from '../../../src/api-contract/upload.ts';

/**
 * `/api/upload`: list the caller's unfinished uploads (what a closed tab left, to resume: issue 29), create an upload, hand out and refresh its signed URL,
 * move its status, process it; with object storage, sign its parts' URLs and record and list the parts the
 * bucket stored.
 */
export function uploadRoutes({ uploads }: Pick<Domain, 'uploads'>) {
  return new Hono<ApiEnv>()
    .post('/meetings', async (c) => {
      // The form's schema speaks to the person: its first issue is the answer's message.
      const form = await readJson(c, createUploadRequestSchema, 'first-issue');
      const created = await uploads.create(c.get('caller'), form);
      c.status(201);
      return sendParsed(c, uploadCreatedSchema, created);
    })
    .get('/unfinished', async (c) =>
      sendParsed(c, unfinishedUploadsSchema, await uploads.unfinished(c.get('caller'))),
    )
    .get('/:id/refresh-url', async (c) =>
      sendParsed(c, uploadUrlRefreshedSchema, await uploads.refreshUrl(c.get('caller'), c.req.param('id'))),
    )
    .post('/:id/part-urls', async (c) => {
      const { partNumbers } = await readJson(c, uploadPartUrlsRequestSchema);
      const signed = await uploads.partUrls(c.get('caller'), c.req.param('id'), partNumbers);
      return sendParsed(c, uploadPartUrlsSchema, signed);
    })
    .get('/:id/parts', async (c) =>
      sendParsed(c, uploadPartsSchema, await uploads.storedParts(c.get('caller'), c.req.param('id'))),
    )
    .post('/:id/parts', async (c) => {
      const part = await readJson(c, uploadPartStoredRequestSchema);
      return sendParsed(
        c,
        uploadPartsSchema,
        await uploads.recordPart(c.get('caller'), c.req.param('id'), part),
      );
    })
    .post('/:id/update-status', async (c) => {
      const { status } = await readJson(
        c,
        updateUploadStatusRequestSchema,
        'Status inválido. Use pending, uploading, uploaded, failed ou cancelled.',
      );
      const updated = await uploads.setStatus(c.get('caller'), c.req.param('id'), status);
      return sendParsed(c, uploadStatusUpdatedSchema, updated);
    })
    .post('/:id/process', async (c) => {
      const started = await uploads.process(c.get('caller'), c.req.param('id'));
      c.status(202);
      return sendParsed(c, uploadProcessStartedSchema, started);
    })
    .get('/:id/status', async (c) =>
      sendParsed(c, uploadProgressStatusSchema, await uploads.progress(c.get('caller'), c.req.param('id'))),
    );
}
