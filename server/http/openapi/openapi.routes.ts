import { Hono } from 'hono';
import { answerNotFound } from '../errors.ts';
import { docsAssetParamsSchema, docsAssets } from './docs-assets.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { referenceDocumentSchema } from './reference/reference-document.ts';
import { referencePage } from './reference/reference-page.ts';

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every /api operation) and `GET /api/docs` (the
 * browsable reference of that document, rendered here), public: mounted before /api's authentication.
 * Both are built once, on first use.
 */
export function openApiRoutes() {
  let document: string | undefined;
  let page: string | undefined;
  const documentText = () => (document ??= JSON.stringify(buildOpenApiDocument()));
  return new Hono()
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.body(documentText(), 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      // The page renders the served document itself, read back as any client of it would.
      page ??= referencePage(referenceDocumentSchema.parse(JSON.parse(documentText())));
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    })
    .get('/docs/:asset', (c) => {
      const parsed = docsAssetParamsSchema.safeParse(c.req.param());
      // Any other name is an unknown route, answered as every unknown /api path is.
      if (!parsed.success) return answerNotFound(c);
      const { contentType, text } = docsAssets[parsed.data.asset];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(text, 200, { 'Content-Type': contentType });
    });
}
