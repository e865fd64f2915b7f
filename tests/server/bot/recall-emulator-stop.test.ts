import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createEmulatedBots } from '../../../server/emulators/recall/emulated-bots.ts';

/*
 * Stopping the emulator waits for the bot files it is writing: a server's close, then the removal of its data
 * folder, once raced a write into it (ENOTEMPTY in CI).
 */
test('stop resolves only once the bot files being written are on disk', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-recall-stop-'));
  try {
    const bots = createEmulatedBots({
      dataDir,
      webhookUrls: [],
      webhookSecret: 'segredo',
      timeScale: 1,
      // A join far ahead: no event falls due while the test runs.
      now: () => Date.parse('2026-01-01T10:00:00Z'),
    });
    const creating = bots.create({
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      botName: 'Assistente Pauta',
      joinAt: '2026-01-02T10:00:00Z',
      metadata: {},
    });
    await bots.stop();
    const written = await readdir(path.join(dataDir, 'recall-emulator'));
    expect(written.filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(written).toEqual([`${(await creating).id}.json`]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
