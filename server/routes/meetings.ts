import { Hono } from 'hono';
import type { Domain } from '../domain/index.ts';
import type { ApiEnv } from '../http/auth.ts';
import { meetingReadRoutes } from './meetings/list.ts';
import { meetingTimelineRoutes } from './meetings/timeline.ts';
import { meetingWriteRoutes } from './meetings/write.ts';

/** Everything under /api/meetings (spec section 7, Meetings); media URLs are mounted by the media routes. */
export function meetingsRoutes(domain: Pick<Domain, 'meetings' | 'transcriptions'>) {
  return new Hono<ApiEnv>()
    .route('/', meetingTimelineRoutes(domain))
    .route('/', meetingWriteRoutes(domain))
    .route('/', meetingReadRoutes(domain));
}
