import { Hono } from 'hono';
import { z } from 'zod';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import { auditLogPageSchema } from '../../../src/api-contract/audit-log.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

const pageQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `GET /api/admin/audit-log?before=&limit=`: a page of the company's audit log, newest first. */
export function auditLogRoutes({ auditLog }: Pick<Domain, 'auditLog'>) {
  return new Hono<ApiEnv>().get('/', async (c) => {
    const { before, limit } = readQuery(c, pageQuerySchema);
    return sendParsed(c, auditLogPageSchema, await auditLog.page(c.get('caller'), before ?? null, limit));
  });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const auditLogOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: "A page of the company's audit log, newest first (administrators)",
    tag: 'Administration',
    auth: 'user',
    query: pageQuerySchema,
    answers: { 200: { description: 'The page', json: auditLogPageSchema } },
  },
];
