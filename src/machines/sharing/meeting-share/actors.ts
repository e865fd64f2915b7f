import { fromPromise } from 'xstate';
import type { ShareSettings, UpdateShare } from '../../../api-contract/share.ts';
import {
  disableShare,
  enableShare,
  generateSharePassword,
  getShareSettings,
  updateShare,
} from '../../../services/sharing/share.ts';

type MeetingInput = { meetingId: string };

/** The settings the server answered and the password they were set with: shown once, never sent back. */
export type SavedShare = { settings: ShareSettings; password: string };

export const meetingShareActors = {
  loadShare: fromPromise<ShareSettings, MeetingInput>(({ input, signal }) =>
    getShareSettings(input.meetingId, { signal }),
  ),
  /** A typed password, or null for a generated one (drawn here, so the machine stays a pure function). */
  saveShare: fromPromise<SavedShare, MeetingInput & { password: string | null }>(
    async ({ input, signal }) => {
      const password = input.password ?? generateSharePassword();
      const settings = await enableShare(input.meetingId, password, { signal });
      return { settings, password };
    },
  ),
  saveChoices: fromPromise<ShareSettings, MeetingInput & { changes: UpdateShare }>(({ input, signal }) =>
    updateShare(input.meetingId, input.changes, { signal }),
  ),
  disableShare: fromPromise<ShareSettings, MeetingInput>(({ input, signal }) =>
    disableShare(input.meetingId, { signal }),
  ),
};
