import type { Meeting, MeetingList } from '../../../src/api-contract/meeting.ts';
import type { MeetingListViewer } from '../../../src/machines/meetings/meeting-list/viewer.ts';

/** Meetings for the meeting-list and add-meeting tests (transition, model and view). */
export function meetingFixture(id: string, overrides: Partial<Meeting> = {}): Meeting {
  return {
    id,
    title: `Reunião ${id}`,
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    platform: 'google_meet',
    meetingType: 'EXTERNAL',
    format: 'VIDEO',
    status: 'done',
    exitReason: null,
    isEnabled: true,
    // Noon UTC stays on the same calendar day in every time zone the test machine may use.
    startTime: '2026-03-12T12:00:00.000Z',
    durationSeconds: 1800,
    participants: [{ name: 'Carlos Lima', email: 'carlos@acme.com.br' }],
    owner: { id: 'user-1', name: 'Paula Souza', emailAddress: 'vendedor@demo.com.br' },
    teamId: 'team-1',
    templateId: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    dealContext: null,
    ...overrides,
  };
}

export function pageOf(meetings: Meeting[], total = meetings.length, page = 1): MeetingList {
  return { meetings, total, page, limit: 25 };
}

export const sellerViewer: MeetingListViewer = { id: 'user-1', teams: [] };
export const leaderViewer: MeetingListViewer = { id: 'user-2', teams: [{ id: 'team-1', name: 'Comercial' }] };

/** A bot still in the call: the list polls this one. */
export const activeMeeting = meetingFixture('m-active', { status: 'in_call_recording' });
export const doneMeeting = meetingFixture('m-done');
export const firstPage = pageOf([activeMeeting, doneMeeting]);
