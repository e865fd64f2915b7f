import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const eventSchema = z.object({
  /** When it happens (ms since the epoch): the scenario's seconds scaled by BOT_TIME_SCALE. */
  at: z.number(),
  event: z.enum(['status', 'recording.done', 'transcript.done']),
  code: z.string().optional(),
  subCode: z.string().nullable().optional(),
  /** Svix's message id: the same on every attempt of this event. */
  webhookId: z.string(),
  sent: z.boolean(),
});

const botSchema = z.object({
  id: z.string(),
  meetingUrl: z.string(),
  botName: z.string(),
  joinAt: z.string().nullable(),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.string()),
  events: z.array(eventSchema),
  /** The pre-signed downloads' secret part. */
  mediaToken: z.string(),
});
export type EmulatedBot = z.infer<typeof botSchema>;
export type EmulatedEvent = z.infer<typeof eventSchema>;

/**
 * The emulator's bots, one JSON file each under `<dataDir>/recall-emulator`, so its bots outlive a restart of
 * the process that runs it (the app embedding it, or its own process: main.ts). Written whole to a temporary
 * file and renamed, so a reader never sees half of one.
 */
export function createBotFiles(dataDir: string) {
  const directory = path.resolve(dataDir, 'recall-emulator');
  const fileOf = (id: string) => path.join(directory, `${id}.json`);
  return {
    async save(bot: EmulatedBot): Promise<void> {
      await mkdir(directory, { recursive: true });
      // Its own temporary name: two writes of one bot may overlap; the last rename wins.
      const partial = `${fileOf(bot.id)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, JSON.stringify(bot));
      await rename(partial, fileOf(bot.id));
    },
    remove: (id: string) => rm(fileOf(id), { force: true }),
    async all(): Promise<EmulatedBot[]> {
      const names = await readdir(directory).catch(() => []);
      const bots = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .map(async (name) =>
            botSchema.safeParse(JSON.parse(await readFile(path.join(directory, name), 'utf8'))),
          ),
      );
      return bots.flatMap((parsed) => (parsed.success ? [parsed.data] : []));
    },
  };
}
