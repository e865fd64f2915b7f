/**
 * Upload benchmark: builds the server as `npm start` does and starts it in its own process on a temporary
 * data directory, twice (the first start creates and seeds the database, the second is a restart on it, the
 * everyday case), 5 s after each start prints its idle RSS, then creates an upload,
 * streams a generated body of BENCH_UPLOAD_MB megabytes (default 1024) to its signed URL without ever
 * holding it in memory, runs the pipeline to its end and prints MB/s and the server's idle and peak RSS
 * (sampled from /proc/<pid>/status while uploading, plus the kernel's high-water mark VmHWM). Runs twice:
 * on PGlite (the default, inside the server process) and on a throwaway PostgreSQL cluster (whose own
 * processes are not counted: the figure is the Node server's). Figures are printed, not asserted.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accounts, signIn } from '../tests/server/support/credentials.ts';
import {
  uploadCreatedSchema,
  uploadProgressStatusSchema,
  type UploadProgressStatus,
} from '../src/api-contract/upload.ts';
import { freePort } from '../tests/server/support/free-port.ts';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster.ts';

const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const settleMs = 5_000;
const size = megabytes * 1024 * 1024;
const chunk = Buffer.alloc(1024 * 1024);
for (let index = 0; index < chunk.length; index += 1) chunk[index] = (index * 31) % 256;

async function rssOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kilobytes('VmRSS') * 1024, hwm: kilobytes('VmHWM') * 1024 };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/** `dist-server/main.js`, built from the sources as they are now. */
function buildServer() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { stdio: 'inherit' });
}

type RunningServer = { pid: number; stop: () => Promise<void> };

/** The built server as `npm start` runs it (plain node, no TypeScript loader), answering on `port`. */
async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  // node itself (not npx) so that the pid we sample is the server's.
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOSTED_UI_PORT: String(await freePort()) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  if (server.pid === undefined) throw new Error('the server did not start');
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`http://localhost:${port}/api/users/me`).then(
      (response) => response.status === 401,
      () => false,
    );
    if (ready) break;
    if (attempt > 600) {
      await stop();
      throw new Error('the server did not answer within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Idle means after the start-up work (migrations, seed, the first job rounds) has settled.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return { pid: server.pid, stop };
}

async function bench(database: string, databaseEnv: NodeJS.ProcessEnv) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-bench-upload-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = { ...databaseEnv, DATA_DIR: dataDir };

  // The first start creates and seeds the database; the everyday case is a restart on it.
  const first = await startServer(env, port);
  const firstIdle = await rssOf(first.pid);
  await first.stop();
  const server = await startServer(env, port);
  const serverPid = server.pid;
  const restartIdle = await rssOf(serverPid);

  try {
    const token = await signIn(baseUrl, accounts.seller.email);
    const api = (method: string, pathname: string, body?: unknown) =>
      fetch(`${baseUrl}/api${pathname}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const created = uploadCreatedSchema.parse(
      await (
        await api('POST', '/upload/meetings', {
          fileName: 'bench.mp4',
          contentType: 'video/mp4',
          sizeBytes: size,
          title: 'Benchmark de envio',
        })
      ).json(),
    );
    const beforeUpload = await rssOf(serverPid);
    let peak = beforeUpload.rss;
    const sampler = setInterval(() => {
      rssOf(serverPid).then(
        ({ rss }) => (peak = Math.max(peak, rss)),
        () => {},
      );
    }, 100);

    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const put = request(
        created.uploadUrl,
        { method: 'PUT', headers: { 'content-length': String(size) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      put.on('error', reject);
      let sent = 0;
      const writeMore = () => {
        while (sent < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += piece.length;
          if (!put.write(piece)) {
            put.once('drain', writeMore);
            return;
          }
        }
        put.end();
      };
      writeMore();
    });
    const uploadSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (status !== 200) throw new Error(`PUT answered ${status}`);

    await api('POST', `/upload/${created.meetingId}/update-status`, { status: 'uploaded' });
    await api('POST', `/upload/${created.meetingId}/process`);
    let final: UploadProgressStatus;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      final = uploadProgressStatusSchema.parse(
        await (await api('GET', `/upload/${created.meetingId}/status`)).json(),
      );
    } while (final.uploadStatus === 'processing');
    const pipelineSeconds = (performance.now() - started) / 1000;
    const { hwm } = await rssOf(serverPid);

    console.log(
      `bench:upload on ${database}: ${megabytes} MB streamed to ${created.uploadUrl.split('?')[0]}`,
    );
    console.log(`  upload:   ${uploadSeconds.toFixed(2)} s, ${(megabytes / uploadSeconds).toFixed(1)} MB/s`);
    console.log(
      `  pipeline: ${pipelineSeconds.toFixed(2)} s to ${final.uploadStatus} (transcription ${final.transcriptionStatus})`,
    );
    console.log(
      `  server RSS: ${mb(firstIdle.rss)} MB idle after its first start (database created and seeded), ${mb(restartIdle.rss)} MB idle after a restart`,
    );
    console.log(
      `  server RSS: ${mb(beforeUpload.rss)} MB signed in before uploading, ${mb(peak)} MB peak while uploading (+${mb(peak - beforeUpload.rss)} MB)`,
    );
    console.log(`  server VmHWM (peak RSS over its life): ${mb(hwm)} MB`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

buildServer();
await bench('PGlite', {});
const cluster = await startPostgresCluster();
try {
  await bench('PostgreSQL', { DATABASE_URL: cluster.url });
} finally {
  await cluster.stop();
}
