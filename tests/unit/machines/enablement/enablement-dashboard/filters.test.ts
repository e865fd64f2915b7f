import { describe, expect, it } from 'vitest';
import {
  dashboardViewOf,
  defaultFilters,
  rangeProblem,
  searchOfView,
} from '../../../../../src/machines/enablement/enablement-dashboard/filters.ts';

describe('dashboard filters in the address', () => {
  it('reads a shared view back as it was written', () => {
    const filters = {
      userId: 'user-ana',
      meetingFormat: 'VIDEO',
      meetingType: 'EXTERNAL',
      period: 'custom',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    } as const;
    const search = searchOfView('team-1', filters);
    expect(search).toBe(
      '?teamId=team-1&userId=user-ana&meetingFormat=VIDEO&meetingType=EXTERNAL&period=custom&startDate=2026-10-01&endDate=2026-10-31',
    );
    expect(dashboardViewOf(search)).toEqual({ teamId: 'team-1', filters });
  });

  it('writes nothing for the defaults (the week, everyone, every format and type)', () => {
    expect(searchOfView(null, defaultFilters)).toBe('');
    expect(dashboardViewOf('')).toEqual({ teamId: '', filters: defaultFilters });
  });

  it('takes unknown values as the defaults, and dates only with a custom period', () => {
    expect(
      dashboardViewOf('?period=year&meetingFormat=PHONE&meetingType=x&startDate=2026-01-01').filters,
    ).toEqual(defaultFilters);
  });

  it('says why a custom range cannot be asked for', () => {
    const custom = { ...defaultFilters, period: 'custom' as const };
    expect(rangeProblem(defaultFilters)).toBeNull();
    expect(rangeProblem(custom)).toBe('missing');
    expect(rangeProblem({ ...custom, startDate: '2026-02-30x', endDate: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ ...custom, startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ ...custom, startDate: '2026-03-01', endDate: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ ...custom, startDate: '2025-03-01', endDate: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ ...custom, startDate: '2025-03-01', endDate: '2026-03-02' })).toBe('tooLong');
  });
});
