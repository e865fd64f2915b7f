import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';

/** Shared meetings (`/api/share`): the guests' media URL lifetime and the wrong-password throttle. */
export type ShareConfig = {
  mediaUrlTtlSeconds: number;
  maxFailuresPerLink: number;
  maxFailuresPerAddress: number;
  failureWindowSeconds: number;
};

export const sharingConfig = configSlice({
  title: 'Shared meetings',
  intro: [
    "A meeting's owner may open it to guests with a link and a password (`/s/<id>`, `/api/share/*`; see",
    '"Sharing a meeting" in [Meetings](features/meetings.md)). Guests get short-lived media URLs, and wrong',
    'passwords are counted per link and per client address: over either count, 429 until the window passes,',
    'even with the right password.',
  ].join('\n'),
  env: z.object({
    SHARE_MEDIA_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(300)
      .describe(
        'Lifetime of the signed media URL a guest of a shared meeting gets (`GET /api/share/video`), in seconds.',
      ),
    SHARE_MAX_FAILURES_PER_LINK: z.coerce
      .number()
      .int()
      .positive()
      .default(5)
      .describe('Wrong share passwords per link within `SHARE_FAILURE_WINDOW_SECONDS` before a 429.'),
    SHARE_MAX_FAILURES_PER_ADDRESS: z.coerce
      .number()
      .int()
      .positive()
      .default(20)
      .describe(
        'Wrong share passwords per client address within `SHARE_FAILURE_WINDOW_SECONDS` before a 429.',
      ),
    SHARE_FAILURE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60)
      .describe('The window wrong share passwords are counted in, in seconds.'),
  }),
  read: (values): ShareConfig => ({
    mediaUrlTtlSeconds: values.SHARE_MEDIA_URL_TTL_SECONDS,
    maxFailuresPerLink: values.SHARE_MAX_FAILURES_PER_LINK,
    maxFailuresPerAddress: values.SHARE_MAX_FAILURES_PER_ADDRESS,
    failureWindowSeconds: values.SHARE_FAILURE_WINDOW_SECONDS,
  }),
});
