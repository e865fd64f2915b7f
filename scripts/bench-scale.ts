/**
 * Scale benchmark (issue 15): app servers, each its own process (server/main.ts through tsx), on one
 * throwaway PostgreSQL behind the tests' round-robin load balancer. For 1 and then 2 servers, on a fresh
 * database each: BENCH_CLIENTS signed-in clients (default 16) for BENCH_SECONDS (default 20) each add a
 * meeting by link and list their meetings, again and again; printed: meetings created per second, API
 * requests per second and p50/p95 latency. Then, on one server: BENCH_BOTS meetings (default 40) whose bot
 * joins at once (the Recall emulator in its own process, as Recall.ai would be), how many were in their call at
 * the same time and how many finished; and BENCH_UPLOADS uploads (default 20) of BENCH_UPLOAD_MB each (default
 * 8) sent at once in 1 MiB chunks through the server (the local-disk store: the bytes cross the app server, the
 * harder case; with S3 they go to the bucket). Figures are printed, not asserted.
 */
import { availableParallelism } from 'node:os';
import { phaseOf, settledPhases } from '../src/domain/bot-lifecycle.ts';
import { meetingSchema } from '../src/api-contract/meeting.ts';
import { accounts, bearer, signIn } from '../tests/server/support/credentials.ts';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster.ts';
import { startAppProcess, type AppProcess } from '../tests/server/scale/support/app-process.ts';
import { startLoadBalancer } from '../tests/server/scale/support/load-balancer.ts';
import { startRecallProcess, type RecallProcess } from '../tests/server/scale/support/recall-process.ts';
import { uploadCreatedSchema, uploadProgressStatusSchema } from '../src/api-contract/upload.ts';
import { openDatabase } from '../server/db/open.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const bots = Number(process.env.BENCH_BOTS ?? 40);
const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const uploadBytes = Number(process.env.BENCH_UPLOAD_MB ?? 8) * 1024 ** 2;

const cluster = await startPostgresCluster();
const admin = await openDatabase({ kind: 'postgres', url: cluster.url });
let databases = 0;

/** A fresh database, a balancer and `count` app servers on it; the first one seeds the demo company. */
async function deployment(count: number, options: { recall?: boolean; env?: Record<string, string> } = {}) {
  const name = `bench_scale_${(databases += 1)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const balancer = await startLoadBalancer([]);
  const recall: RecallProcess | undefined = options.recall
    ? await startRecallProcess({ webhookUrl: `${balancer.url}/api/webhooks/recall`, timeScale: 0.2 })
    : undefined;
  const env = {
    DATABASE_URL: url.toString(),
    PUBLIC_URL: balancer.url,
    ...recall?.appEnv,
    ...options.env,
  };
  const servers: AppProcess[] = [];
  for (let index = 0; index < count; index += 1) servers.push(await startAppProcess(env));
  balancer.targets.push(...servers.map((server) => server.url));
  return {
    balancer,
    async close() {
      for (const server of servers) await server.dispose();
      await recall?.dispose();
      await balancer.close();
    },
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Every client adds a meeting, then lists the first page, until the time is up. */
async function load(serverCount: number) {
  const { balancer, close } = await deployment(serverCount);
  try {
    const token = bearer(await signIn(balancer.url, accounts.seller.email));
    const headers = { authorization: token, 'content-type': 'application/json' };
    const latencies: number[] = [];
    let created = 0;
    const timed = async (run: () => Promise<Response>) => {
      const started = performance.now();
      const response = await run();
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) throw new Error(`the API answered ${response.status}`);
    };
    const ends = Date.now() + seconds * 1000;
    const startTime = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        while (Date.now() < ends) {
          await timed(() =>
            fetch(`${balancer.url}/api/meetings`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                meetingUrl: 'https://meet.google.com/abc-defg-hij',
                title: `Carga ${client}-${created}`,
                startTime,
              }),
            }),
          );
          created += 1;
          await timed(() => fetch(`${balancer.url}/api/meetings?limit=25`, { headers }));
        }
      }),
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      servers: serverCount,
      createdPerSecond: created / seconds,
      requestsPerSecond: latencies.length / seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
    };
  } finally {
    await close();
  }
}

/** Meetings whose bot joins at once, on one server; samples their statuses until all settle. */
async function concurrentBots() {
  const { balancer, close } = await deployment(1, { recall: true });
  try {
    const token = bearer(await signIn(balancer.url, accounts.seller.email));
    const headers = { authorization: token, 'content-type': 'application/json' };
    const ids = await Promise.all(
      Array.from({ length: bots }, async (_, index) => {
        const response = await fetch(`${balancer.url}/api/meetings`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            meetingUrl: 'https://meet.google.com/abc-defg-hij',
            title: `Robô ${index}`,
            startTime: new Date().toISOString(),
          }),
        });
        return meetingSchema.parse(await response.json()).id;
      }),
    );
    let mostInCall = 0;
    const started = Date.now();
    let phases: string[] = [];
    while (Date.now() - started < 15 * 60_000) {
      phases = await Promise.all(
        ids.map(async (id) => {
          const response = await fetch(`${balancer.url}/api/meetings/${id}`, { headers });
          return phaseOf(meetingSchema.parse(await response.json()).status);
        }),
      );
      const inCall = phases.filter((phase) => ['inCallNotRecording', 'recording', 'paused'].includes(phase));
      mostInCall = Math.max(mostInCall, inCall.length);
      if (phases.every((phase) => (settledPhases as readonly string[]).includes(phase))) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return {
      bots,
      mostInCall,
      done: phases.filter((phase) => phase === 'done').length,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await close();
  }
}

/** Uploads started together, each sent in 1 MiB chunks (Content-Range) then processed, on one server. */
async function concurrentUploads() {
  const { balancer, close } = await deployment(1, { env: { UPLOADS_PER_HOUR: String(uploads * 2) } });
  try {
    const token = bearer(await signIn(balancer.url, accounts.seller.email));
    const headers = { authorization: token, 'content-type': 'application/json' };
    const chunk = Buffer.alloc(1024 ** 2, 7);
    const started = performance.now();
    const finished = await Promise.all(
      Array.from({ length: uploads }, async (_, index) => {
        const created = uploadCreatedSchema.parse(
          await (
            await fetch(`${balancer.url}/api/upload/meetings`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                fileName: `envio-${index}.mp3`,
                contentType: 'audio/mpeg',
                sizeBytes: uploadBytes,
                title: `Envio ${index}`,
              }),
            })
          ).json(),
        );
        for (let start = 0; start < uploadBytes; start += chunk.length) {
          const end = Math.min(uploadBytes, start + chunk.length) - 1;
          const put = await fetch(created.uploadUrl, {
            method: 'PUT',
            headers: { 'content-range': `bytes ${start}-${end}/${uploadBytes}` },
            body: new Uint8Array(chunk.subarray(0, end - start + 1)),
          });
          if (!put.ok) return false;
        }
        const api = (method: string, pathname: string, body?: unknown) =>
          fetch(`${balancer.url}/api/upload/${created.meetingId}${pathname}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        await api('POST', '/update-status', { status: 'uploaded' });
        await api('POST', '/process');
        for (let wait = 0; wait < 1200; wait += 1) {
          const status = uploadProgressStatusSchema.parse(await (await api('GET', '/status')).json());
          if (status.uploadStatus === 'done') return true;
          if (status.uploadStatus === 'failed') return false;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        return false;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      done: finished.filter(Boolean).length,
      seconds,
      megabytesPerSecond: (finished.filter(Boolean).length * uploadBytes) / 1024 ** 2 / seconds,
    };
  } finally {
    await close();
  }
}

try {
  console.log(
    `bench:scale — ${availableParallelism()} CPUs, PostgreSQL 15 on this machine, ${clients} clients for ${seconds} s`,
  );
  for (const serverCount of [1, 2]) {
    const figures = await load(serverCount);
    console.log(
      `${figures.servers} servidor(es): ${figures.createdPerSecond.toFixed(1)} reuniões criadas/s, ` +
        `${figures.requestsPerSecond.toFixed(1)} requisições/s, p50 ${figures.p50.toFixed(0)} ms, ` +
        `p95 ${figures.p95.toFixed(0)} ms`,
    );
  }
  const held = await concurrentBots();
  console.log(
    `1 servidor, ${held.bots} robôs entrando ao mesmo tempo: até ${held.mostInCall} na chamada juntos, ` +
      `${held.done} concluídos em ${held.seconds.toFixed(0)} s`,
  );
  const sent = await concurrentUploads();
  console.log(
    `1 servidor, ${uploads} envios de ${uploadBytes / 1024 ** 2} MB ao mesmo tempo: ${sent.done} concluídos ` +
      `(recebidos e processados) em ${sent.seconds.toFixed(1)} s, ${sent.megabytesPerSecond.toFixed(1)} MB/s no total`,
  );
} finally {
  await admin.close();
  await cluster.stop();
}
