import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { meetingLogsSchema, meetingSchema } from '../../../src/api-contract/meeting.ts';
import { bearer, signIn } from '../support/credentials.ts';
import { pgliteOnDisk } from '../support/databases.ts';
import { accounts } from '../support/seed-facts.ts';
import { happyCallStatuses, startBotServer, waitForStatus } from './support/bot-server.ts';

test('a bot in the middle of a meeting resumes after the server restarts and reaches done', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-bot-restart-'));
  const database = await pgliteOnDisk(path.join(dataDir, 'pglite'), { seeded: true });
  try {
    // Scale 0.05: about 4.5 s of meeting, so the first server stops while the bot is in the call.
    const first = await startBotServer(database, dataDir, '0.05');
    const token = bearer(await signIn(first.baseUrl, accounts.seller.email));
    const response = await first.call('POST', '/api/meetings', token, {
      meetingUrl: 'https://meet.google.com/rst-artt-bot',
      title: 'Reunião que atravessa um reinício',
      startTime: new Date().toISOString(),
    });
    const created = meetingSchema.parse(await response.json());
    await waitForStatus(first, token, created.id, [
      'in_call_not_recording',
      'recording_permission_allowed',
      'in_call_recording',
    ]);
    await first.running.close();

    const second = await startBotServer(database, dataDir, '0.05');
    try {
      const again = bearer(await signIn(second.baseUrl, accounts.seller.email));
      const done = await waitForStatus(second, again, created.id, ['done'], 15_000);
      expect(done.exitReason).toBe('host_ended_call');
      const logs = meetingLogsSchema.parse(
        await (await second.call('GET', `/api/meetings/${created.id}/logs`, again)).json(),
      );
      expect(logs.map((log) => log.status)).toEqual(happyCallStatuses);
    } finally {
      await second.running.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);
