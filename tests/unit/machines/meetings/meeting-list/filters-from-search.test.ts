import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from '../../../../../src/machines/meetings/meeting-list/filters.ts';

describe('meeting list filters from the address', () => {
  it('reads the filters a drill-down link carries', () => {
    expect(
      filtersFromSearch(
        '?teamId=team-1&userId=user-ana&meetingType=EXTERNAL&startDate=2026-11-16&endDate=2026-11-23',
      ),
    ).toEqual({
      teamId: 'team-1',
      userId: 'user-ana',
      meetingType: 'EXTERNAL',
      startDate: '2026-11-16',
      endDate: '2026-11-23',
    });
  });

  it('leaves out what the API would refuse and what it does not know', () => {
    expect(filtersFromSearch('?meetingType=ALL&startDate=ontem&status=call_ended&page=3&query=%20')).toEqual({
      status: 'call_ended',
    });
    expect(filtersFromSearch('')).toEqual({});
  });
});
