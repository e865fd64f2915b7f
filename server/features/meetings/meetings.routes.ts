import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { meetingReadRoutes } from './meeting-list.routes.ts';
import { meetingTimelineRoutes } from './meeting-timeline.routes.ts';
import { meetingWriteRoutes } from './meeting-write.routes.ts';

/** Everything under /api/meetings (spec section 7, Meetings); media URLs are mounted by the media routes. */
export function meetingsRoutes(domain: Pick<Domain, 'meetings' | 'transcriptions'>) {
  return new Hono<ApiEnv>()
    .route('/', meetingTimelineRoutes(domain))
    .route('/', meetingWriteRoutes(domain))
    .route('/', meetingReadRoutes(domain));
}
