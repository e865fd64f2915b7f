import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { privateLinkHeaders } from './private-link.ts';

const immutable = 'public, max-age=31536000, immutable';

/** A file that is not there (or not handed out): never index.html with status 200. */
function fileNotFound(c: Context) {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
}

/**
 * Serves the built SPA from `distDir`: files as they are (Vite's hashed `/assets/*` cached for good,
 * everything else revalidated), and index.html for any other GET so client-side routes load the app.
 * Register it after /api and /cognito so it only sees what they did not answer. Without `sourceMaps`
 * (production) the `.map` files the build writes answer 404: they would hand out the app's source.
 */
export function serveSpa(app: Hono, distDir: string, { sourceMaps }: { sourceMaps: boolean }): void {
  const indexFile = path.join(distDir, 'index.html');
  // Created on first use, so a server started before `npm run build` picks up the build without a restart.
  let files: MiddlewareHandler | undefined;

  // A shared meeting's page (`/s/{shareId}`): its link is the guests' secret.
  app.use('/s/*', privateLinkHeaders());

  app.get('*', async (c, next) => {
    if (!sourceMaps && c.req.path.endsWith('.map')) return fileNotFound(c);
    if (!existsSync(distDir)) return next();
    files ??= serveStatic({ root: distDir });
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? immutable : 'no-cache');
    return files(c, next);
  });

  app.get('*', async (c) => {
    if (!existsSync(indexFile)) {
      c.header('Cache-Control', 'no-store');
      return c.text(
        `Pauta: the web app is not built (${indexFile} is missing). Run \`npm run build\`, then reload.`,
        503,
      );
    }
    // A missing file (an old hashed asset, a typo) must not come back as HTML with status 200.
    if (path.extname(c.req.path) !== '') return fileNotFound(c);
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
