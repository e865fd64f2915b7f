import { Hono, type Context } from 'hono';
import type { BotProvider } from '../../bot/provider.ts';
import type { Database } from '../../db/database.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { ApiProblem } from '../../http/errors.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  createMeetingSchema,
  meetingLinkPlatform,
  meetingSchema,
  updateMeetingSchema,
} from '../../../src/services/api/schemas/meeting.ts';
import { findChangeableMeeting, findVisibleMeeting, toMeeting } from './query.ts';

type Deps = { db: Database; bot: BotProvider; storage: MediaStorage };

/** Changes to meetings: only by their owner or an administrator of their company. */
export function meetingWriteRoutes({ db, bot, storage }: Deps) {
  const answerMeeting = async (c: Context<ApiEnv>, id: string) =>
    sendParsed(c, meetingSchema, toMeeting(await findVisibleMeeting(db, c.get('caller'), id)));

  return new Hono<ApiEnv>()
    .post('/', async (c) => {
      const body = await readJson(c, createMeetingSchema);
      const caller = c.get('caller');
      const startsAhead = new Date(body.startTime).getTime() > Date.now();
      const [created] = await db.query<{ id: string }>(
        `INSERT INTO meetings (company_id, user_id, team_id, template_id, title, meeting_url, platform, meeting_type,
                               status, start_time)
         SELECT u.company_id, u.id,
                (SELECT team_id FROM team_members WHERE user_id = u.id ORDER BY team_id LIMIT 1),
                COALESCE(u.template_id,
                         (SELECT id FROM templates t WHERE t.company_id = u.company_id AND t.is_shared
                           ORDER BY t.created_at, t.name LIMIT 1)),
                $2, $3, $4, 'EXTERNAL', $5, $6
           FROM users u WHERE u.id = $1
         RETURNING id`,
        [
          caller.userId,
          body.title,
          body.meetingUrl,
          meetingLinkPlatform(body.meetingUrl),
          startsAhead ? 'scheduled' : 'joining_call',
          body.startTime,
        ],
      );
      if (!created) throw new ApiProblem(404, 'Usuário não encontrado.');
      await bot.join(created.id);
      c.status(201);
      return answerMeeting(c, created.id);
    })
    .patch('/disable/:id', async (c) => {
      const meeting = await findChangeableMeeting(db, c.get('caller'), c.req.param('id'));
      await db.query('UPDATE meetings SET is_enabled = false WHERE id = $1', [meeting.id]);
      // A bot that has not joined yet stays away; one already in the call finishes its work.
      if (meeting.status === 'scheduled') await bot.cancel(meeting.id);
      return answerMeeting(c, meeting.id);
    })
    .patch('/enable/:id', async (c) => {
      const meeting = await findChangeableMeeting(db, c.get('caller'), c.req.param('id'));
      await db.query('UPDATE meetings SET is_enabled = true WHERE id = $1', [meeting.id]);
      if (!meeting.is_enabled && meeting.status === 'scheduled') await bot.join(meeting.id);
      return answerMeeting(c, meeting.id);
    })
    .patch('/:id/restart-bot', async (c) => {
      const meeting = await findChangeableMeeting(db, c.get('caller'), c.req.param('id'));
      if (!meeting.meeting_url) {
        throw new ApiProblem(400, 'Esta reunião não tem link: não há bot para reiniciar.');
      }
      if (!meeting.is_enabled)
        throw new ApiProblem(409, 'A reunião está desativada: ative-a antes de reiniciar o bot.');
      await bot.restart(meeting.id);
      return answerMeeting(c, meeting.id);
    })
    .patch('/:id', async (c) => {
      const meeting = await findChangeableMeeting(db, c.get('caller'), c.req.param('id'));
      const changes = await readJson(c, updateMeetingSchema);
      if (changes.title !== undefined) {
        await db.query('UPDATE meetings SET title = $2 WHERE id = $1', [meeting.id, changes.title]);
      }
      return answerMeeting(c, meeting.id);
    })
    .delete('/:id', async (c) => {
      const meeting = await findChangeableMeeting(db, c.get('caller'), c.req.param('id'));
      await bot.cancel(meeting.id);
      const media = await db.query<{ storage_key: string }>(
        'SELECT storage_key FROM meeting_media WHERE meeting_id = $1',
        [meeting.id],
      );
      // Logs, schedule, transcript, answers, enrichment and media rows go with it (ON DELETE CASCADE)...
      await db.query('DELETE FROM meetings WHERE id = $1', [meeting.id]);
      // ...but the bytes on disk do not: the recordings and the uploaded file (kept under the meeting's id).
      const keys = new Set([meeting.id, ...media.map((row) => row.storage_key)]);
      await Promise.all([...keys].map((key) => storage.remove(key)));
      return c.body(null, 204);
    });
}
