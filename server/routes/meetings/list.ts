import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { Database } from '../../db/database.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { isUuid } from '../../http/ids.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  meetingListQuerySchema,
  meetingListSchema,
  meetingSchema,
} from '../../../src/services/api/schemas/meeting.ts';
import {
  businessTimeZone,
  Conditions,
  escapeLike,
  findVisibleMeeting,
  selectMeeting,
  toMeeting,
  visibleTo,
  type MeetingRow,
} from './query.ts';

/**
 * `GET /api/meetings` and `GET /api/meetings/{id}`, which the SPA polls while a bot works: an ETag lets an
 * unchanged answer come back as a bodiless 304.
 */
export function meetingReadRoutes(deps: { db: Database }) {
  return new Hono<ApiEnv>()
    .use('/', etag({ weak: true }))
    .use('/:id', etag({ weak: true }))
    .get('/', async (c) => {
      const query = readQuery(c, meetingListQuerySchema);
      const conditions = new Conditions();
      visibleTo(c.get('caller'), conditions);
      if (query.meetingType) conditions.add(`m.meeting_type = ${conditions.param(query.meetingType)}`);
      if (query.status) conditions.add(`m.status = ${conditions.param(query.status)}`);
      if (query.query) {
        const pattern = conditions.param(`%${escapeLike(query.query)}%`);
        conditions.add(`(m.title ILIKE ${pattern} ESCAPE '\\' OR EXISTS (
          SELECT 1 FROM jsonb_array_elements(m.participants) p WHERE p->>'name' ILIKE ${pattern} ESCAPE '\\'))`);
      }
      // An id that is not a uuid matches nothing: answer an empty page rather than a database error.
      if (query.userId !== undefined) {
        conditions.add(isUuid(query.userId) ? `m.user_id = ${conditions.param(query.userId)}` : 'false');
      }
      if (query.teamId !== undefined) {
        conditions.add(
          isUuid(query.teamId)
            ? `m.user_id IN (SELECT user_id FROM team_members WHERE team_id = ${conditions.param(query.teamId)})`
            : 'false',
        );
      }
      if (query.startDate) {
        conditions.add(
          `m.start_time >= (${conditions.param(query.startDate)}::date)::timestamp AT TIME ZONE '${businessTimeZone}'`,
        );
      }
      if (query.endDate) {
        conditions.add(
          `m.start_time < (${conditions.param(query.endDate)}::date + 1)::timestamp AT TIME ZONE '${businessTimeZone}'`,
        );
      }
      const [counted] = await deps.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM meetings m WHERE ${conditions.where}`,
        conditions.params,
      );
      const limit = conditions.param(query.limit);
      const offset = conditions.param((query.page - 1) * query.limit);
      const rows = await deps.db.query<MeetingRow>(
        `${selectMeeting} WHERE ${conditions.where} ORDER BY m.start_time DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
        conditions.params,
      );
      return sendParsed(c, meetingListSchema, {
        meetings: rows.map(toMeeting),
        total: counted?.total ?? 0,
        page: query.page,
        limit: query.limit,
      });
    })
    .get('/:id', async (c) => {
      const row = await findVisibleMeeting(deps.db, c.get('caller'), c.req.param('id'));
      return sendParsed(c, meetingSchema, toMeeting(row));
    });
}
