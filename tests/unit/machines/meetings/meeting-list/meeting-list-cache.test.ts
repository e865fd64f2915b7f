import { describe, expect, it } from 'vitest';
import {
  createMeetingListCache,
  type MeetingChange,
} from '../../../../../src/services/meetings/meeting-list-cache.ts';
import { pageAt } from '../../../../../src/services/meetings/meetings.ts';
import { activeMeeting, firstPage } from '../../../../model/meetings/meeting-list.fixtures.ts';

describe('meeting list cache (spec section 9)', () => {
  it('keeps a page 300 seconds, then forgets it', () => {
    let now = 0;
    const cache = createMeetingListCache({ now: () => now });
    cache.store('k', firstPage);
    now = 300_000;
    expect(cache.read('k')).toEqual(firstPage);
    now = 300_001;
    expect(cache.read('k')).toBeUndefined();
  });

  it('keeps at most its bound of pages: a list scrolled across 100,000 meetings leaves only the latest', () => {
    const cache = createMeetingListCache({ maxPages: 3 });
    for (const key of ['p1', 'p2', 'p3', 'p4']) cache.store(key, firstPage);
    expect(cache.read('p1')).toBeUndefined();
    // Stored again, a page counts as the newest.
    cache.store('p2', firstPage);
    cache.store('p5', firstPage);
    expect(['p2', 'p3', 'p4', 'p5'].map((key) => cache.read(key) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('patches meetings fetched one by one without telling anyone (nothing was written)', () => {
    const cache = createMeetingListCache();
    const heard: MeetingChange[] = [];
    cache.subscribe((change) => heard.push(change));
    cache.store('k', firstPage);
    cache.patch([{ ...activeMeeting, status: 'done' }]);
    expect(cache.read('k')?.meetings[0]?.status).toBe('done');
    expect(heard).toEqual([]);
  });

  it('follows every write and tells every listener: saved, removed, added', () => {
    const cache = createMeetingListCache();
    const heard: MeetingChange[] = [];
    const stop = cache.subscribe((change) => heard.push(change));
    cache.store('k', firstPage);

    const renamed = { ...activeMeeting, title: 'Novo título' };
    cache.apply({ type: 'meeting.saved', meeting: renamed });
    expect(cache.read('k')?.meetings.find((meeting) => meeting.id === activeMeeting.id)?.title).toBe(
      'Novo título',
    );

    cache.apply({ type: 'meeting.removed', meetingId: activeMeeting.id });
    expect(cache.read('k')?.meetings.map((meeting) => meeting.id)).not.toContain(activeMeeting.id);
    expect(cache.read('k')?.total).toBe(firstPage.total - 1);

    // A new meeting may belong on any page of any filter: the pages are fetched anew.
    cache.apply({ type: 'meeting.added', meeting: renamed });
    expect(cache.read('k')).toBeUndefined();

    expect(heard.map((change) => change.type)).toEqual(['meeting.saved', 'meeting.removed', 'meeting.added']);
    stop();
    cache.apply({ type: 'meetings.stale' });
    expect(heard).toHaveLength(3);
  });

  it('page = floor(offset / limit) + 1', () => {
    expect([pageAt(0, 25), pageAt(24, 25), pageAt(25, 25), pageAt(50, 25)]).toEqual([1, 1, 2, 3]);
  });
});
