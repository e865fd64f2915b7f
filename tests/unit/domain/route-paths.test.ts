import { describe, expect, it } from 'vitest';
import { pathTo, routePatterns, withQuery } from '../../../src/domain/route-paths.ts';

describe('pathTo', () => {
  it('gives a pattern without segments to fill as it is', () => {
    expect(pathTo('/meetings')).toBe('/meetings');
    expect(pathTo('/config/calendar')).toBe('/config/calendar');
  });

  it('fills each :name segment with its value, encoded', () => {
    expect(pathTo('/meetings/:id', { id: 'm-1' })).toBe('/meetings/m-1');
    expect(pathTo('/reports/:id', { id: 'a b/c?' })).toBe('/reports/a%20b%2Fc%3F');
    expect(pathTo('/s/:id', { id: 'share' })).toBe('/s/share');
  });

  it('refuses, at compile time, a pattern the table lacks or a missing value', () => {
    // @ts-expect-error: no such route
    expect(pathTo('/meeting')).toBe('/meeting');
    // @ts-expect-error: the :id has no value
    expect(pathTo('/meetings/:id')).toBe('/meetings/:id');
    // @ts-expect-error: the value is under another name
    expect(pathTo('/meetings/:id', { meetingId: 'm-1' })).toBe('/meetings/');
  });

  it('lists each pattern once', () => {
    expect(new Set(routePatterns).size).toBe(routePatterns.length);
  });
});

describe('withQuery', () => {
  it('appends the query as URLSearchParams writes it', () => {
    expect(withQuery('/sso', { email: 'ana+1@exemplo.com' })).toBe('/sso?email=ana%2B1%40exemplo.com');
    expect(withQuery('/meetings', new URLSearchParams({ teamId: 't', userId: 'u' }))).toBe(
      '/meetings?teamId=t&userId=u',
    );
  });
});
