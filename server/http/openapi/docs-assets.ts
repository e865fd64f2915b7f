import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';

/**
 * The reference page's files. Swagger UI's prebuilt bundle and style come from the `swagger-ui-dist`
 * package in node_modules (a dependency, as every package the built server loads at run time: nothing is
 * fetched from the internet, and none of it reaches the SPA's bundle); the script that starts it is ours.
 */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Starts Swagger UI on this server's document. `validatorUrl: null`: by default it sends the document to
// validator.swagger.io for a badge, which would leave this machine (and the CSP refuses it).
const startScript = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  showExtensions: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

type DocsAsset = { contentType: string; read: () => Promise<string> };

const fromPackage = (file: string) => () => readFile(path.join(swaggerUiDir, file), 'utf8');

export const docsAssets = {
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', read: fromPackage('swagger-ui.css') },
  'swagger-ui-bundle.js': {
    contentType: 'text/javascript; charset=utf-8',
    read: fromPackage('swagger-ui-bundle.js'),
  },
  'start.js': { contentType: 'text/javascript; charset=utf-8', read: async () => startScript },
} satisfies Record<string, DocsAsset>;

export type DocsAssetName = keyof typeof docsAssets;

export const docsAssetParamsSchema = z.object({
  asset: z.enum(Object.keys(docsAssets) as [DocsAssetName, ...DocsAssetName[]]),
});

/** The page itself: the style, Swagger UI's bundle and the start script, all from this origin. */
export const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pauta API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
