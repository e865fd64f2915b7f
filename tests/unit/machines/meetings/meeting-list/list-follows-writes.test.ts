/*
 * Issue: writes made outside the list (delete or rename on the meeting page, an upload that finishes) show in
 * the list at once, without a reload. The real service calls and the real cache feed; only HTTP is replaced.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingListMachine } from '../../../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import { loadedMeetings } from '../../../../../src/machines/meetings/meeting-list/pages.ts';
import type { Meeting, MeetingList } from '../../../../../src/api-contract/meeting.ts';
import {
  doneMeeting,
  firstPage,
  meetingFixture,
  sellerViewer,
} from '../../../../model/meetings/meeting-list.fixtures.ts';

const http = vi.hoisted(() => ({
  getJson: vi.fn<(path: string, ...rest: unknown[]) => Promise<unknown>>(),
  sendJson: vi.fn<(method: string, path: string, ...rest: unknown[]) => Promise<unknown>>(),
}));
vi.mock('../../../../../src/services/http.ts', () => ({ http }));

const meetings = await import('../../../../../src/services/meetings/meetings.ts');
const uploads = await import('../../../../../src/services/uploads/uploads.ts');

/** The list as /meetings runs it: the real cache feed, the first page served by a fake GET. */
function showList(fetchPage = vi.fn<() => Promise<MeetingList>>(async () => firstPage)) {
  const machine = meetingListMachine.provide({
    actors: { fetchPage: fromPromise(() => fetchPage()) },
    delays: { statusPoll: 60_000 },
  });
  return createActor(machine, { input: { viewer: sellerViewer } }).start();
}

/** What POST /api/upload/meetings answers (spec section 5). */
const uploadCreated = (meetingId: string) => ({
  meetingId,
  uploadUrl: 'http://localhost:4173/api/files/upload?signature=abc',
  uploadStatus: 'pending',
  expiresAt: '2026-03-12T12:15:00.000Z',
});

const shown = (list: ActorRefFrom<typeof meetingListMachine>): Meeting[] =>
  loadedMeetings(list.getSnapshot().context.pages);

describe('the meeting list follows writes made anywhere', () => {
  beforeEach(() => {
    http.getJson.mockReset();
    http.sendJson.mockReset();
  });

  it('a meeting deleted on its page leaves the list, and the count drops', async () => {
    const list = showList();
    await vi.waitFor(() => expect(shown(list)).toHaveLength(2));
    http.sendJson.mockResolvedValueOnce(undefined);
    await meetings.deleteMeeting(doneMeeting.id);
    expect(shown(list).map((meeting) => meeting.id)).not.toContain(doneMeeting.id);
    expect(list.getSnapshot().context.total).toBe(firstPage.total - 1);
  });

  it('a meeting renamed on its page shows its new title where it stands', async () => {
    const list = showList();
    await vi.waitFor(() => expect(shown(list)).toHaveLength(2));
    http.sendJson.mockResolvedValueOnce({ ...doneMeeting, title: 'Proposta final' });
    await meetings.updateMeeting(doneMeeting.id, { title: 'Proposta final' });
    expect(shown(list).find((meeting) => meeting.id === doneMeeting.id)?.title).toBe('Proposta final');
  });

  it('an upload shows on top when created and with its final status when the pipeline ends', async () => {
    const list = showList();
    await vi.waitFor(() => expect(shown(list)).toHaveLength(2));
    const uploaded = meetingFixture('m-upload', { platform: 'upload', status: 'joining_call' });
    http.sendJson.mockResolvedValueOnce(uploadCreated(uploaded.id));
    http.getJson.mockResolvedValueOnce(uploaded);
    await uploads.createUpload({ fileName: 'a.wav', contentType: 'audio/wav', sizeBytes: 1, title: 't' });
    expect(shown(list)[0]).toEqual(uploaded);

    http.getJson
      .mockResolvedValueOnce({
        uploadStatus: 'done',
        meetingStatus: 'done',
        transcriptionStatus: 'done',
        bytesReceived: 1,
        sizeBytes: 1,
      })
      .mockResolvedValueOnce({ ...uploaded, status: 'done' });
    await uploads.pollUploadStatus(uploaded.id);
    expect(shown(list)[0]?.status).toBe('done');
  });

  it('a meeting the upload could not read back makes the list fetch its first page again', async () => {
    const fetchPage = vi.fn<() => Promise<MeetingList>>(async () => firstPage);
    const list = showList(fetchPage);
    await vi.waitFor(() => expect(shown(list)).toHaveLength(2));
    http.sendJson.mockResolvedValueOnce(uploadCreated('m-x'));
    http.getJson.mockRejectedValueOnce(new Error('offline'));
    await uploads.createUpload({ fileName: 'a.wav', contentType: 'audio/wav', sizeBytes: 1, title: 't' });
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });
});
