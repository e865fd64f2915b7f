import { Hono } from 'hono';
import type { AiProvider } from '../ai/provider.ts';
import type { BotProvider } from '../bot/provider.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { ApiEnv } from '../http/auth.ts';
import { meetingReadRoutes } from './meetings/list.ts';
import { meetingTimelineRoutes } from './meetings/timeline.ts';
import { meetingWriteRoutes } from './meetings/write.ts';

/** Everything under /api/meetings (spec section 7, Meetings); media URLs are mounted by the media routes. */
export function meetingsRoutes(deps: {
  db: Database;
  bot: BotProvider;
  ai: AiProvider;
  storage: MediaStorage;
}) {
  return new Hono<ApiEnv>()
    .route('/', meetingTimelineRoutes(deps))
    .route('/', meetingWriteRoutes(deps))
    .route('/', meetingReadRoutes(deps));
}
