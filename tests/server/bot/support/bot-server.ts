import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { DatabaseLocation } from '../../../../server/db/open.ts';
import { startServer, type RunningServer } from '../../../../server/http/start-server.ts';
import { meetingSchema, type Meeting } from '../../../../src/api-contract/meeting.ts';
import { postgresDatabase, seededPglite } from '../../support/databases.ts';

/** The statuses a call that goes well writes on the meeting's logs, in order (the emulator's happy scenario). */
export const happyCallStatuses = [
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'recording_permission_allowed',
  'in_call_recording',
  'call_ended',
  'recording_succeeded',
  'done',
];
import { backends, type Backend } from '../../support/test-server.ts';

/** 90 s of emulated meeting in about 0.45 s. */
export const fastBotScale = '0.005';

export type BotTestServer = {
  baseUrl: string;
  running: RunningServer;
  call(method: string, pathname: string, authorization: string, body?: unknown): Promise<Response>;
};

/**
 * The real seeded server with a fast bot (the Recall emulator's BOT_TIME_SCALE) and the given data directory;
 * `env` adds settings (RECALL_*).
 */
export async function startBotServer(
  database: DatabaseLocation,
  dataDir: string,
  scale = fastBotScale,
  env: Record<string, string> = {},
) {
  const running = await startServer({
    env: { DATA_DIR: dataDir, BOT_TIME_SCALE: scale, ...env },
    // Both ports picked by the OS as it listens: a port probed first could be taken by then (files run side by side).
    port: 0,
    database,
  });
  const baseUrl = running.config.publicUrl;
  const server: BotTestServer = {
    baseUrl,
    running,
    call: (method, pathname, authorization, body) =>
      fetch(
        `${baseUrl}${pathname}`,
        body === undefined
          ? { method, headers: { authorization } }
          : {
              method,
              headers: { authorization, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            },
      ),
  };
  return server;
}

/** Like describeOnEveryDatabase, with the emulated Recall bot sped up. */
export function describeWithFastBot(title: string, suite: (server: () => BotTestServer) => void): void {
  describe.each(backends)(`${title} (%s)`, (backend: Backend) => {
    let server: BotTestServer | undefined;
    const cleanups: Array<() => Promise<void>> = [];
    beforeAll(async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-bot-test-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      let database: DatabaseLocation = await seededPglite();
      if (backend === 'postgres') {
        const postgres = await postgresDatabase({ seeded: true });
        cleanups.push(postgres.drop);
        database = postgres.location;
      }
      server = await startBotServer(database, dataDir);
      cleanups.push(() => server!.running.close());
    });
    afterAll(async () => {
      for (const cleanup of cleanups.toReversed()) await cleanup();
    });
    suite(() => {
      if (!server) throw new Error(`the ${backend} test server did not start`);
      return server;
    });
  });
}

/** Polls the meeting until its status is one of `statuses` (the way the SPA does). */
export async function waitForStatus(
  server: BotTestServer,
  authorization: string,
  id: string,
  statuses: Meeting['status'][],
  timeoutMs = 10_000,
): Promise<Meeting> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await server.call('GET', `/api/meetings/${id}`, authorization);
    expect(response.status).toBe(200);
    const meeting = meetingSchema.parse(await response.json());
    if (statuses.includes(meeting.status)) return meeting;
    if (Date.now() > deadline) throw new Error(`meeting ${id} stayed in ${meeting.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
