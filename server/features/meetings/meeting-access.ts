import { mayChangeMeeting } from '../../../src/domain/meeting-access.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import type { MeetingRow } from './meeting-row.ts';

/**
 * The one answer to "may this caller see / change this meeting", for everything that hangs off a meeting.
 * A meeting they may not see (another company's, a colleague's they do not lead, an id that is not one)
 * does not exist for them: 404. One they see but may not change (a led seller's, for a leader): 403.
 */
export function createMeetingAccess(store: Pick<Store, 'meetings'>) {
  async function visible(caller: Caller, meetingId: string): Promise<MeetingRow> {
    const row = isUuid(meetingId) ? await store.meetings.findVisible(caller, meetingId) : undefined;
    if (!row) throw new DomainError('meeting-not-found');
    return row;
  }

  async function changeable(caller: Caller, meetingId: string): Promise<MeetingRow> {
    const row = await visible(caller, meetingId);
    if (!mayChangeMeeting(caller, { ownerId: row.owner_id })) throw new DomainError('meeting-owner-only');
    return row;
  }

  return { visible, changeable };
}

export type MeetingAccess = ReturnType<typeof createMeetingAccess>;
