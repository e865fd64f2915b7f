import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { isLoopbackAddress, clientAddressOf, type SocketEnv } from './client-address.ts';
import { problemBody } from './errors.ts';
import type { ApiOperation } from './openapi/api-operation.ts';

// A report is a few hundred bytes; anything much larger is not one.
const maxReportBytes = 16 * 1024;
const keptReports = 50;

/** What Chromium and Firefox post to report-uri (`application/csp-report`); unknown fields are kept. */
const cspReportSchema = z.object({
  'csp-report': z.looseObject({
    'document-uri': z.string().optional(),
    'effective-directive': z.string().optional(),
    'violated-directive': z.string().optional(),
    'blocked-uri': z.string().optional(),
    'source-file': z.string().optional(),
    'line-number': z.number().optional(),
  }),
});

export type CspReport = z.infer<typeof cspReportSchema>['csp-report'];

/**
 * `/api/csp-report`, public (a browser posts it without credentials): each violation of the
 * Content-Security-Policy is logged, and the last ones are kept in this process's memory, listed to
 * clients on this machine only (tests; the same loopback rule as the identity outbox).
 */
export function cspReportRoutes() {
  const recent: CspReport[] = [];
  const tooLarge = bodyLimit({
    maxSize: maxReportBytes,
    onError: (c) => c.json(problemBody(413, 'Relatório de CSP grande demais.'), 413),
  });

  return new Hono<SocketEnv>()
    .post('/', tooLarge, async (c) => {
      const parsed = cspReportSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json(problemBody(400, 'Relatório de CSP inválido.'), 400);
      const report = parsed.data['csp-report'];
      console.warn(
        `[csp] ${report['effective-directive'] ?? report['violated-directive'] ?? '?'} blocked ${report['blocked-uri'] ?? '?'} on ${report['document-uri'] ?? '?'}`,
      );
      recent.push(report);
      recent.splice(0, Math.max(0, recent.length - keptReports));
      return c.body(null, 204);
    })
    .get('/', (c) => (isLoopbackAddress(clientAddressOf(c)) ? c.json(recent) : c.notFound()));
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const cspReportOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/csp-report',
    summary: "A browser's report of a Content-Security-Policy violation",
    tag: 'Reference server',
    auth: 'public',
    body: { json: cspReportSchema, mediaType: 'application/csp-report' },
    answers: { 204: { description: 'Logged' } },
  },
  {
    method: 'GET',
    path: '/api/csp-report',
    summary: 'The last reports, to clients on this machine only (tests); 404 to anyone else',
    tag: 'Reference server',
    auth: 'public',
    answers: { 200: { description: 'The reports', json: z.array(cspReportSchema.shape['csp-report']) } },
  },
];
