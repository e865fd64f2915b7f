import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { EmulatedBot } from './bot-files.ts';
import type { EmulatedBots } from './emulated-bots.ts';
import { recallTranscriptOf } from './recorded-call.ts';
import {
  syntheticRecording,
  syntheticRecordingContentType,
  syntheticRecordingSize,
} from './synthetic-recording.ts';

/** What Create Bot reads of its body (https://docs.recall.ai/reference/bot_create); the rest is accepted. */
const createBodySchema = z.object({
  meeting_url: z.string().min(1),
  bot_name: z.string().max(100).default('Meeting Notetaker'),
  join_at: z.iso.datetime({ offset: true }).nullable().optional(),
  metadata: z.record(z.string(), z.string()).default({}),
});

const platformOf = (url: string) =>
  url.includes('zoom.us') ? 'zoom' : url.includes('teams.') ? 'microsoft_teams' : 'google_meet';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Recall.ai's bot API as this emulator answers it: the same paths (with their trailing slash), `Token`
 * authentication, the bot object with its `status_changes` and `recordings[].media_shortcuts`, Django REST
 * style errors (`{"detail": ...}`), and pre-signed-style download URLs for the recording and transcript.
 */
export function recallApiRoutes(bots: EmulatedBots, apiKey: string): Hono {
  const routes = new Hono();
  const baseOf = (c: Context) => c.req.url.slice(0, c.req.url.indexOf('/api/v1/'));

  function view(bot: EmulatedBot, base: string) {
    const recording = bots.recording(bot);
    const media = (kind: string) => ({
      id: `${bot.id}-${kind}`,
      status: { code: 'done' },
      data: { download_url: `${base}/media/${bot.id}/${bot.mediaToken}/${kind}` },
    });
    return {
      id: bot.id,
      meeting_url: { platform: platformOf(bot.meetingUrl), meeting_id: bot.meetingUrl.split('/').at(-1) },
      bot_name: bot.botName,
      join_at: bot.joinAt,
      metadata: bot.metadata,
      status_changes: [
        { code: 'ready', message: null, sub_code: null, created_at: bot.createdAt },
        ...bots
          .happened(bot)
          .filter((event) => event.event === 'status')
          .map((event) => ({
            code: event.code,
            message: null,
            sub_code: event.subCode ?? null,
            created_at: iso(event.at),
          })),
      ],
      recordings: recording
        ? [
            {
              id: recording.id,
              started_at: iso(recording.startedAt),
              completed_at: iso(recording.startedAt + recording.call.lengthSeconds * 1000),
              status: { code: 'done' },
              media_shortcuts: {
                video_mixed: media('video_mixed'),
                transcript: recording.transcriptDone ? media('transcript') : null,
              },
            },
          ]
        : [],
    };
  }

  const notFound = (c: Context) => c.json({ detail: 'Not found.' }, 404);

  // Downloads are pre-signed (no Token), like Recall's S3 links.
  routes.get('/media/:id/:token/:kind', (c) => {
    const bot = bots.get(c.req.param('id'));
    const recording = bot && bot.mediaToken === c.req.param('token') ? bots.recording(bot) : undefined;
    if (!recording) return notFound(c);
    if (c.req.param('kind') === 'transcript' && recording.transcriptDone) {
      return c.json(recallTranscriptOf(recording.call.segments));
    }
    if (c.req.param('kind') !== 'video_mixed') return notFound(c);
    const seconds = recording.call.lengthSeconds;
    return new Response(syntheticRecording(seconds) as unknown as ReadableStream, {
      headers: {
        'content-type': syntheticRecordingContentType,
        'content-length': String(syntheticRecordingSize(seconds)),
      },
    });
  });

  routes.use('/api/*', async (c, next) => {
    if (c.req.header('authorization') !== `Token ${apiKey}`) return c.json({ detail: 'Invalid token.' }, 401);
    await next();
  });

  routes.post('/api/v1/bot/', async (c) => {
    const parsed = createBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ meeting_url: ['This field is required.'] }, 400);
    const body = parsed.data;
    const bot = await bots.create({
      meetingUrl: body.meeting_url,
      botName: body.bot_name,
      joinAt: body.join_at ?? null,
      metadata: body.metadata,
    });
    return c.json(view(bot, baseOf(c)), 201);
  });

  routes.get('/api/v1/bot/', (c) => {
    const base = baseOf(c);
    return c.json({ next: null, previous: null, results: bots.all().map((bot) => view(bot, base)) });
  });

  routes.get('/api/v1/bot/:id/', (c) => {
    const bot = bots.get(c.req.param('id'));
    return bot ? c.json(view(bot, baseOf(c))) : notFound(c);
  });

  routes.delete('/api/v1/bot/:id/', async (c) => {
    if (!bots.get(c.req.param('id'))) return notFound(c);
    if (!(await bots.remove(c.req.param('id')))) {
      return c.json({ detail: 'Only a scheduled bot that has not joined the call can be deleted.' }, 405);
    }
    return c.body(null, 204);
  });

  routes.post('/api/v1/bot/:id/leave_call/', async (c) => {
    const bot = bots.get(c.req.param('id'));
    if (!bot) return notFound(c);
    if (!(await bots.leave(bot.id))) return c.json({ detail: 'The bot is not in a call.' }, 400);
    return c.json(view(bot, baseOf(c)));
  });

  return routes;
}
