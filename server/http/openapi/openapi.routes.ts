import { Hono } from 'hono';
import { answerNotFound } from '../errors.ts';
import { docsAssetParamsSchema, docsAssets, docsPage } from './docs-assets.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every /api operation) and `GET /api/docs` (Swagger UI
 * on it), public: mounted before /api's authentication. Both are built once, on first use.
 */
export function openApiRoutes() {
  let document: string | undefined;
  const assets = new Map<string, Promise<string>>();
  return new Hono()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(buildOpenApiDocument());
      c.header('Cache-Control', 'no-cache');
      return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(docsPage);
    })
    .get('/docs/:asset', async (c) => {
      const parsed = docsAssetParamsSchema.safeParse(c.req.param());
      // Any other name is an unknown route, answered as every unknown /api path is.
      if (!parsed.success) return answerNotFound(c);
      const { asset } = parsed.data;
      const { contentType, read } = docsAssets[asset];
      if (!assets.has(asset)) assets.set(asset, read());
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(await assets.get(asset)!, 200, { 'Content-Type': contentType });
    });
}
