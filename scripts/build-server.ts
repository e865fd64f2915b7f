import { cp } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

/**
 * `npm start` builds the server to plain JavaScript so that node runs it without a TypeScript loader
 * (tsx costs 40-60 MB of RSS and 0.5 s of start-up; docs/benchmarks.md). Usage:
 * `tsx scripts/build-server.ts [outDir]` (default `dist-server/`).
 *
 * Vite's SSR build leaves every package dependency (PGlite, pg, hono, jose, selfsigned...) external, so
 * they load from node_modules at run time, as under tsx. The SQL migrations and the demo's recordings are
 * read from disk beside the code (`server/db/migrate.ts` looks in `<its directory>/migrations`), so they
 * are copied next to the bundle. The built SPA is found from the project root (`server/config-slice.ts`), which is the parent
 * of both `server/` and the output folder.
 */
const projectDir = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(projectDir, 'dist-server'));

await build({
  root: projectDir,
  configFile: false,
  logLevel: 'warn',
  // public/ belongs to the SPA build.
  publicDir: false,
  build: {
    ssr: path.join(projectDir, 'server/main.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
await cp(path.join(projectDir, 'server/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
// The demo's recordings, read beside the code the same way (server/db/seed/recorded-meetings.ts).
await cp(path.join(projectDir, 'server/db/seed/recordings'), path.join(outDir, 'recordings'), {
  recursive: true,
});
console.log(`Servidor compilado em ${path.relative(projectDir, outDir) || '.'}/main.js`);
