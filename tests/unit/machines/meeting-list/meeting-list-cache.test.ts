import { describe, expect, it } from 'vitest';
import { createMeetingListCache } from '../../../../src/services/api/meeting-list-cache.ts';
import { pageAt } from '../../../../src/services/api/meetings.ts';
import { activeMeeting, firstPage } from '../../../model/meeting-list.fixtures.ts';

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

  it('patches meetings fetched one by one, and clears when a meeting is created', () => {
    const cache = createMeetingListCache();
    cache.store('k', firstPage);
    cache.patch([{ ...activeMeeting, status: 'done' }]);
    expect(cache.read('k')?.meetings[0]?.status).toBe('done');
    cache.clear();
    expect(cache.read('k')).toBeUndefined();
  });

  it('page = floor(offset / limit) + 1', () => {
    expect([pageAt(0, 25), pageAt(24, 25), pageAt(25, 25), pageAt(50, 25)]).toEqual([1, 1, 2, 3]);
  });
});
