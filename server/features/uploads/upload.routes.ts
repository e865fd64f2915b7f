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
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

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

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const uploadOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/upload/unfinished',
    summary: "The caller's uploads still waiting for bytes, with what the server holds, to resume",
    tag: 'Upload',
    auth: 'user',
    answers: { 200: { description: 'The unfinished uploads', json: unfinishedUploadsSchema } },
  },
  {
    method: 'POST',
    path: '/api/upload/meetings',
    summary: 'Creates a meeting from a recording to upload, and its signed upload address',
    tag: 'Upload',
    specSection: '7. Calls (Upload)',
    auth: 'user',
    body: { json: createUploadRequestSchema },
    answers: { 201: { description: 'The meeting and where to PUT the file', json: uploadCreatedSchema } },
  },
  {
    method: 'GET',
    path: '/api/upload/:id/refresh-url',
    summary: 'A new signed upload address for an upload whose address expired',
    tag: 'Upload',
    specSection: '7. Calls (Upload)',
    auth: 'user',
    answers: { 200: { description: 'The address', json: uploadUrlRefreshedSchema } },
  },
  {
    method: 'POST',
    path: '/api/upload/:id/part-urls',
    summary: 'Signed addresses for parts of a multipart upload (object storage)',
    tag: 'Upload',
    auth: 'user',
    body: { json: uploadPartUrlsRequestSchema },
    answers: { 200: { description: 'The addresses', json: uploadPartUrlsSchema } },
  },
  {
    method: 'GET',
    path: '/api/upload/:id/parts',
    summary: 'The parts of a multipart upload already stored',
    tag: 'Upload',
    auth: 'user',
    answers: { 200: { description: 'The parts', json: uploadPartsSchema } },
  },
  {
    method: 'POST',
    path: '/api/upload/:id/parts',
    summary: 'Records a stored part of a multipart upload with its ETag',
    tag: 'Upload',
    auth: 'user',
    body: { json: uploadPartStoredRequestSchema },
    answers: { 200: { description: 'The parts', json: uploadPartsSchema } },
  },
  {
    method: 'POST',
    path: '/api/upload/:id/update-status',
    summary: "Moves an upload's status",
    tag: 'Upload',
    specSection: '7. Calls (Upload)',
    auth: 'user',
    body: { json: updateUploadStatusRequestSchema },
    answers: { 200: { description: 'The status', json: uploadStatusUpdatedSchema } },
  },
  {
    method: 'POST',
    path: '/api/upload/:id/process',
    summary: 'Starts processing an uploaded recording',
    tag: 'Upload',
    specSection: '7. Calls (Upload)',
    auth: 'user',
    answers: { 202: { description: 'Started', json: uploadProcessStartedSchema } },
  },
  {
    method: 'GET',
    path: '/api/upload/:id/status',
    summary: "Where an upload's processing stands",
    tag: 'Upload',
    specSection: '7. Calls (Upload)',
    auth: 'user',
    answers: { 200: { description: 'The progress', json: uploadProgressStatusSchema } },
  },
];
