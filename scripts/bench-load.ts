/**
 * Load benchmark (issue 29, item 3): BENCH_CLIENTS people at once (256 by default) for BENCH_SECONDS (60) on
 * BENCH_SERVERS app servers (1; 2 puts them behind the round-robin balancer of `bench:scale`), listening on
 * BENCH_PORT (4347) and up, on one throwaway PostgreSQL seeded with the demo company. The people are the demo
 * company's seeded users, signed in through the identity service as the SPA does; each person sends BENCH_RATE
 * requests per second (1) on one part of a realistic mix: list pages with filters, a meeting's page (the
 * meeting, its transcript, its answers), search in conversations, chat questions, upload chunks and upload
 * status polls. Printed per endpoint: throughput, p50/p95/p99 and errors (any answer but 2xx, refused
 * connections and timeouts).
 *
 * The load comes from autocannon (mcollina/autocannon): maintained by Node's own core people, its HTTP/1.1
 * client with keep-alive sockets and an HDR histogram costs far less CPU per request than fetch, which matters
 * when the load and the servers share two cores. Each person is one autocannon connection paced at
 * BENCH_RATE; the people start spread over the first second, as people arriving do, not all on one tick.
 * Requests are closed-loop: a slow answer delays that person's next one. Figures are printed, not asserted
 * (benchmarks measure, tests check behaviour).
 * The server runs as `npm start` runs it (built, with its node flags; BENCH_NODE_FLAGS adds more, such as
 * `--cpu-prof`); DATABASE_POOL_SIZE and JOBS_POLL_SECONDS, when set, reach the servers. Printed after the table:
 * p50/p95 per 10 s and the CPU of the load generator, each server and PostgreSQL.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { npmStartNodeFlags } from './npm-start-node-flags.ts';
import { cpuSecondsOfTree, parentPidOf } from './process-cpu.ts';
import { accounts, bearer, signIn } from '../tests/server/support/credentials.ts';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster.ts';
import { startAppProcess, type AppProcess } from '../tests/server/scale/support/app-process.ts';
import { startLoadBalancer } from '../tests/server/scale/support/load-balancer.ts';
import { meetingListSchema } from '../src/api-contract/meeting.ts';
import { uploadCreatedSchema } from '../src/api-contract/upload.ts';
import { openDatabase } from '../server/db/open.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? 256);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const serverCount = Number(process.env.BENCH_SERVERS ?? 1);
const rate = Number(process.env.BENCH_RATE ?? 1);
const chunkBytes = 256 * 1024;
/** When each answer arrived (performance.now()) and how long it took, to tell a start-up queue from the rest. */
const timeline: Array<{ at: number; ms: number }> = [];
const builtDir = path.resolve(import.meta.dirname, '../node_modules/.cache/pauta-bench-load-server');
/** The first of the ports this benchmark's app servers listen on, one after another (the balancer takes any). */
const firstPort = Number(process.env.BENCH_PORT ?? 4347);

/** The demo company's people who sign in with a password alone (no second factor). */
const people = [
  accounts.seller,
  accounts.leader,
  accounts.admin,
  accounts.fernanda,
  accounts.beatriz,
  accounts.joao,
  accounts.rafael,
];

/** A signed-in person: the finished meetings they may open and the uploads they have in progress. */
type Person = { authorization: string; meetingIds: string[]; uploadIds: string[] };
type Upload = { path: string; sizeBytes: number; offset: number; busySince?: number };
type Endpoint = {
  name: string;
  /** Share of the people doing this (the shares add up to 1). */
  share: number;
  method: 'GET' | 'POST' | 'PUT';
  /**
   * Sent to the first app server, not through the balancer. An upload's bytes on local disk are on the server
   * that received them, so with several servers its chunks must all reach that one (several servers in
   * production keep media in S3, where the browser sends the bytes to the bucket: docs/operations.md); through
   * a round-robin balancer every other chunk found no bytes before it there (416).
   */
  firstServerOnly?: true;
  /** Path, headers and body of this endpoint's `step`th request, sent as `person`. */
  next(
    person: Person,
    step: number,
    context: RequestContext,
  ): {
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };
};
/** What one request keeps until its answer (autocannon gives every request a fresh context). */
type RequestContext = { upload?: Upload };

const listFilters = [
  'limit=25',
  'limit=25&page=2',
  'limit=25&statusGroup=finished',
  'limit=25&meetingType=EXTERNAL',
  'limit=25&query=cliente',
  'limit=25&startDate=2020-01-01&endDate=2099-12-31',
  'limit=25&statusGroup=finished&meetingType=EXTERNAL&query=a',
];
const searches = ['concorrente', 'desconto', 'negociação prazo', 'integração com o ERP', 'proposta'];
const questions = ['Quais foram as objeções do cliente?', 'Quais são os próximos passos combinados?'];
const pick = <T>(values: readonly T[], step: number) => values[step % values.length]!;
const chunk = Buffer.alloc(chunkBytes, 7);

/**
 * The uploads in progress, sized so BENCH_SECONDS of chunks never fill one. A chunk takes an idle one and frees
 * it once answered, so each upload gets its chunks one after another and in order, as from one browser tab.
 * A chunk that times out (30 s) never gets its answer and keeps its upload busy; when none is idle, the chunk
 * takes the one busy the longest rather than stopping the run (the server's 416 for a chunk out of order then
 * shows among the errors, as it would for a browser that lost a chunk).
 */
let uploadPool: Upload[] = [];
function takeUpload(): Upload {
  // The idle one with the fewest bytes: always the first idle one would fill it past its size (413) while the
  // others stay empty, and every later chunk of it would then be out of order (416).
  const idle = uploadPool
    .filter((upload) => upload.busySince === undefined)
    .reduce<Upload | undefined>(
      (least, upload) => (least && least.offset <= upload.offset ? least : upload),
      undefined,
    );
  const upload =
    idle ??
    uploadPool.reduce((oldest, upload) =>
      (upload.busySince ?? 0) < (oldest.busySince ?? 0) ? upload : oldest,
    );
  upload.busySince = performance.now();
  return upload;
}

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/meetings (filtros)',
    share: 0.24,
    method: 'GET',
    next: (_, step) => ({ path: `/api/meetings?${pick(listFilters, step)}` }),
  },
  {
    name: 'GET /api/meetings/:id',
    share: 0.12,
    method: 'GET',
    next: (person, step) => ({ path: `/api/meetings/${pick(person.meetingIds, step)}` }),
  },
  {
    name: 'GET /api/meetings/:id/transcription',
    share: 0.12,
    method: 'GET',
    next: (person, step) => ({ path: `/api/meetings/${pick(person.meetingIds, step)}/transcription` }),
  },
  {
    name: 'GET /api/meeting/answers/:id',
    share: 0.1,
    method: 'GET',
    next: (person, step) => ({ path: `/api/meeting/answers/${pick(person.meetingIds, step)}` }),
  },
  {
    name: 'GET /api/search',
    share: 0.1,
    method: 'GET',
    next: (_, step) => ({ path: `/api/search?q=${encodeURIComponent(pick(searches, step))}` }),
  },
  {
    name: 'POST /api/meeting-chat/:id/message',
    share: 0.06,
    method: 'POST',
    next: (person, step) => ({
      path: `/api/meeting-chat/${pick(person.meetingIds, step)}/message`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: pick(questions, step) }),
    }),
  },
  {
    name: 'PUT upload chunk',
    share: 0.06,
    method: 'PUT',
    firstServerOnly: true,
    next: (_, __, context) => {
      const upload = takeUpload();
      context.upload = upload;
      const start = upload.offset;
      upload.offset += chunkBytes;
      return {
        path: upload.path,
        headers: {
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${start}-${start + chunkBytes - 1}/${upload.sizeBytes}`,
        },
        body: chunk,
      };
    },
  },
  {
    name: 'GET /api/upload/:id/status',
    share: 0.2,
    method: 'GET',
    next: (person, step) => ({ path: `/api/upload/${pick(person.uploadIds, step)}/status` }),
  },
];

// The server as `npm start` runs it: built to JavaScript, with its node flags (tsx compiles modules on first
// use, under the load).
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', builtDir], {
  stdio: 'inherit',
});
const built = { mainFile: path.join(builtDir, 'main.js'), nodeFlags: npmStartNodeFlags() };
const cluster = await startPostgresCluster();
const admin = await openDatabase({ kind: 'postgres', url: cluster.url });
const [backend] = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
const postmasterPid = parentPidOf(backend!.pid);
const servers: AppProcess[] = [];
// One server is reached directly, as one server in production is; two are behind the balancer, which keeps
// its connections to them open as a production balancer does.
const balancer = await startLoadBalancer([], { keepAlive: true });
const frontUrl = serverCount > 1 ? balancer.url : `http://127.0.0.1:${firstPort}`;

try {
  await admin.query('CREATE DATABASE bench_load');
  const url = new URL(cluster.url);
  url.pathname = '/bench_load';
  // 256 people share the demo company's seven accounts: the per-user limits on AI, search and uploads would
  // count 36 people as one, so they are raised here; everything else is the server's default configuration.
  const env = {
    DATABASE_URL: url.toString(),
    PUBLIC_URL: frontUrl,
    AI_REQUESTS_PER_MINUTE: '100000',
    SEARCHES_PER_MINUTE: '100000',
    UPLOADS_PER_HOUR: '100000',
    // The settings measured by varying them (docs/benchmarks.md), passed on when set for the run.
    ...Object.fromEntries(
      ['DATABASE_POOL_SIZE', 'JOBS_POLL_SECONDS'].flatMap((name) => {
        const value = process.env[name];
        return value ? [[name, value]] : [];
      }),
    ),
  };
  for (let index = 0; index < serverCount; index += 1)
    servers.push(await startAppProcess(env, { port: firstPort + index, built }));
  balancer.targets.push(...servers.map((server) => server.url));

  const signedIn = await Promise.all(people.map((account) => personOf(account.email)));
  // Two uploads per uploading person, at least one per account for the status polls.
  const uploads = Math.max(people.length, 2 * Math.round(clients * shareOf('PUT upload chunk')));
  uploadPool = await Promise.all(
    Array.from({ length: uploads }, (_, index) => createUpload(signedIn[index % signedIn.length]!, index)),
  );

  console.log(
    `bench:load — ${availableParallelism()} CPUs, PostgreSQL 15 on this machine, ${serverCount} servidor(es)` +
      `${serverCount > 1 ? ' atrás do balanceador' : ''}, ${clients} pessoas a ${rate} req/s cada por ${seconds} s` +
      `; node ${built.nodeFlags.join(' ')}; carga da máquina ${loadAverage()}`,
  );
  const startedAt = performance.now();
  const usedAtStart = cpuNow();
  const results = await Promise.all(endpoints.map((endpoint) => drive(endpoint, signedIn)));
  printTable(results);
  printTimeline(startedAt);
  printCpu(usedAtStart, cpuNow(), (performance.now() - startedAt) / 1000, timeline.length);
} finally {
  // Stopped before they are removed, so a profiler's `--cpu-prof` (BENCH_NODE_FLAGS) writes its file at exit.
  for (const server of servers) {
    await server.stop();
    await server.dispose();
  }
  await balancer.close();
  await admin.close();
  await cluster.stop();
}

function shareOf(name: string): number {
  return endpoints.find((endpoint) => endpoint.name === name)?.share ?? 0;
}

/** Signs in through the identity service and finds the finished meetings this person may open. */
async function personOf(email: string): Promise<Person> {
  const authorization = bearer(await signIn(frontUrl, email));
  const response = await fetch(`${frontUrl}/api/meetings?limit=100&statusGroup=finished`, {
    headers: { authorization },
  });
  if (!response.ok) throw new Error(`the list of ${email} answered ${response.status}`);
  const list = meetingListSchema.parse(await response.json());
  const meetingIds = list.meetings.map((meeting) => meeting.id);
  if (meetingIds.length === 0) throw new Error(`${email} sees no finished meeting in the seed`);
  return { authorization, meetingIds, uploadIds: [] };
}

async function createUpload(person: Person, index: number): Promise<Upload> {
  const sizeBytes = chunkBytes * (Math.ceil(seconds * rate * 2) + 8);
  const response = await fetch(`${frontUrl}/api/upload/meetings`, {
    method: 'POST',
    headers: { authorization: person.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      fileName: `carga-${index}.mp3`,
      contentType: 'audio/mpeg',
      sizeBytes,
      title: `Envio de carga ${index}`,
    }),
  });
  if (!response.ok) throw new Error(`creating an upload answered ${response.status}`);
  const created = uploadCreatedSchema.parse(await response.json());
  // Status polls ask about one's own uploads in progress, as the upload screen does.
  person.uploadIds.push(created.meetingId);
  const uploadUrl = new URL(created.uploadUrl);
  return { path: `${uploadUrl.pathname}${uploadUrl.search}`, sizeBytes, offset: 0 };
}

type Figures = { name: string; latencies: number[]; errors: number; statuses: Map<number, number> };

/**
 * This endpoint's people, started evenly over the first second, each a one-connection autocannon run paced at
 * BENCH_RATE; its requests go out as the seeded people in turn. One connection per run because autocannon
 * keeps a dynamic request's bytes on the request shared by a run's connections: two connections would
 * send one chunk twice.
 */
async function drive(endpoint: Endpoint, signedIn: Person[]): Promise<Figures> {
  const figures: Figures = { name: endpoint.name, latencies: [], errors: 0, statuses: new Map() };
  const connections = Math.max(1, Math.round(clients * endpoint.share));
  let sent = 0;
  await Promise.all(
    Array.from({ length: connections }, (_, index) =>
      new Promise<void>((resolve) => setTimeout(resolve, (index * 1000) / connections)).then(() =>
        runPerson(endpoint, () => (sent += 1), signedIn, figures),
      ),
    ),
  );
  return figures;
}

function runPerson(endpoint: Endpoint, nextStep: () => number, signedIn: Person[], figures: Figures) {
  let finished: (result: autocannon.Result) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: endpoint.firstServerOnly ? servers[0]!.url : frontUrl,
      connections: 1,
      connectionRate: rate,
      duration: seconds,
      timeout: 30,
      requests: [
        {
          method: endpoint.method,
          setupRequest: (request, context: RequestContext) => {
            const step = nextStep();
            const person = signedIn[step % signedIn.length]!;
            const next = endpoint.next(person, Math.floor(step / signedIn.length), context);
            return {
              ...request,
              path: next.path,
              headers: { authorization: person.authorization, ...next.headers },
              body: next.body,
            };
          },
          onResponse: (_status, _body, context: RequestContext) => {
            if (context.upload) context.upload.busySince = undefined;
          },
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    figures.latencies.push(responseTime);
    timeline.push({ at: performance.now(), ms: responseTime });
    figures.statuses.set(statusCode, (figures.statuses.get(statusCode) ?? 0) + 1);
    if (statusCode < 200 || statusCode > 299) figures.errors += 1;
  });
  return done.then((result) => {
    figures.errors += result.errors + result.timeouts;
  });
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function printTable(results: Figures[]) {
  const all: Figures = { name: 'total', latencies: [], errors: 0, statuses: new Map() };
  for (const figures of results) {
    all.latencies.push(...figures.latencies);
    all.errors += figures.errors;
  }
  console.log(
    `${'endpoint'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'erros'.padStart(6)}`,
  );
  for (const figures of [...results, all]) {
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    const failures = [...figures.statuses].filter(([status]) => status < 200 || status > 299);
    console.log(
      `${figures.name.padEnd(36)} ${(sorted.length / seconds).toFixed(1).padStart(7)} ` +
        `${percentile(sorted, 0.5).toFixed(0).padStart(6)} ${percentile(sorted, 0.95).toFixed(0).padStart(6)} ` +
        `${percentile(sorted, 0.99).toFixed(0).padStart(6)} ${String(figures.errors).padStart(6)}` +
        (failures.length ? `  (${failures.map(([status, count]) => `${status}×${count}`).join(', ')})` : ''),
    );
  }
  console.log('latências em ms; erros: respostas fora de 2xx, conexões recusadas e esperas esgotadas');
}

/** p50 and p95 of the answers that arrived in each 10 s of the run. */
function printTimeline(startedAt: number) {
  const windows: number[][] = [];
  for (const { at, ms } of timeline) (windows[Math.floor((at - startedAt) / 10_000)] ??= []).push(ms);
  const figures = [...windows].map((latencies = [], index) => {
    const sorted = latencies.sort((a, b) => a - b);
    return `${index * 10}-${index * 10 + 10} s: ${percentile(sorted, 0.5).toFixed(0)}/${percentile(sorted, 0.95).toFixed(0)}`;
  });
  console.log(`p50/p95 por 10 s (ms): ${figures.join(', ')}`);
}

type CpuSeconds = { generator: number; servers: number[]; postgres: number };

/** CPU seconds used so far by this process (the load generator and the balancer), each server and PostgreSQL. */
function cpuNow(): CpuSeconds {
  const own = process.cpuUsage();
  return {
    generator: (own.user + own.system) / 1e6,
    servers: servers.map((server) => cpuSecondsOfTree(server.pid)),
    postgres: cpuSecondsOfTree(postmasterPid),
  };
}

/**
 * Who used the machine's cores during the run, in cores (CPU seconds per second of the run) and in CPU
 * milliseconds per answer: the work per request, which the other jobs on a shared machine change far less than
 * they change the latency.
 */
function printCpu(before: CpuSeconds, after: CpuSeconds, runSeconds: number, answers: number) {
  const cores = (used: number) =>
    `${(used / runSeconds).toFixed(2)} núcleo (${((used * 1000) / Math.max(1, answers)).toFixed(2)} ms/resposta)`;
  const parts = [
    `gerador de carga${serverCount > 1 ? ' e balanceador' : ''} ${cores(after.generator - before.generator)}`,
    ...after.servers.map((used, index) => `servidor ${index + 1} ${cores(used - before.servers[index]!)}`),
    `PostgreSQL ${cores(after.postgres - before.postgres)}`,
  ];
  console.log(`CPU durante a carga: ${parts.join(', ')}; carga da máquina ao fim ${loadAverage()}`);
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
