import { afterAll, beforeAll, expect, test } from 'vitest';
import { CalendarRefused } from '../../../server/features/calendar/adapters/calendar-errors.ts';
import {
  ana,
  anaCaller,
  bruno,
  calendarWorld,
  connectedTokens,
  hours,
  type CalendarWorld,
} from './support.ts';

/*
 * The calendar connections K1/K2's callbacks use: sealed tokens, refresh, reconnect, revoke, users' flags,
 * and the OAuth state with Outlook's PKCE verifier.
 */
let world: CalendarWorld;
beforeAll(async () => {
  world = await calendarWorld();
});
afterAll(() => world.close());

const flags = async () =>
  (
    await world.db.query<{ is_gmeet_connected: boolean; is_outlook_connected: boolean }>(
      'SELECT is_gmeet_connected, is_outlook_connected FROM users WHERE id = $1',
      [ana],
    )
  )[0];

test('connecting stores the tokens sealed and sets the user flag of that calendar only', async () => {
  await world.connections.connect(anaCaller, 'google', connectedTokens());
  const [row] = await world.db.query<{ tokens_sealed: string; account_email: string }>(
    'SELECT tokens_sealed, account_email FROM calendar_connections WHERE user_id = $1',
    [ana],
  );
  expect(row?.account_email).toBe('ana@gmail.com');
  expect(row?.tokens_sealed).toMatch(/^v1\./);
  expect(row?.tokens_sealed).not.toContain('access-1');
  expect(row?.tokens_sealed).not.toContain('refresh-1');
  expect(await flags()).toEqual({ is_gmeet_connected: true, is_outlook_connected: false });
  expect(await world.connections.validTokens(ana, 'google')).toEqual({
    accessToken: 'access-1',
    accountEmail: 'ana@gmail.com',
  });
  expect(world.google.calls.refresh).toEqual([]);
});

test('tokens about to expire are refreshed once and stored; the old refresh token stays when none comes back', async () => {
  await world.connections.connect(anaCaller, 'google', connectedTokens(new Date(Date.now() + 30_000)));
  expect((await world.connections.validTokens(ana, 'google')).accessToken).toBe('access-after-refresh-1');
  expect(await world.connections.validTokens(ana, 'google')).toEqual({
    accessToken: 'access-after-refresh-1',
    accountEmail: 'ana@gmail.com',
  });
  expect(world.google.calls.refresh).toEqual(['refresh-1']);
  // Expired again: the refresh token kept from the first connection is the one sent.
  await world.db.query(`UPDATE calendar_connections SET expires_at = now() WHERE user_id = $1`, [ana]);
  await world.connections.validTokens(ana, 'google');
  expect(world.google.calls.refresh).toEqual(['refresh-1', 'refresh-1']);
});

test('a refused refresh marks the calendar as needing a new connection, in Portuguese', async () => {
  world.google.state.refresh = () => Promise.reject(new CalendarRefused('invalid_grant'));
  await world.db.query(`UPDATE calendar_connections SET expires_at = now() WHERE user_id = $1`, [ana]);
  await expect(world.connections.validTokens(ana, 'google')).rejects.toMatchObject({
    code: 'calendar-needs-reconnect',
    message: expect.stringContaining('Conecte-o de novo'),
  });
  const [row] = await world.db.query<{ needs_reconnect: boolean }>(
    'SELECT needs_reconnect FROM calendar_connections WHERE user_id = $1',
    [ana],
  );
  expect(row?.needs_reconnect).toBe(true);
  // Connecting again clears it.
  await world.connections.connect(anaCaller, 'google', connectedTokens());
  expect((await world.connections.validTokens(ana, 'google')).accessToken).toBe('access-1');
});

test('a provider away on refresh is a 503, and the connection is kept as it was', async () => {
  world.google.state.refresh = () => Promise.reject(new Error('ECONNREFUSED'));
  await world.db.query(`UPDATE calendar_connections SET expires_at = now() WHERE user_id = $1`, [ana]);
  await expect(world.connections.validTokens(ana, 'google')).rejects.toMatchObject({
    code: 'calendar-unavailable',
  });
  const [row] = await world.db.query<{ needs_reconnect: boolean }>(
    'SELECT needs_reconnect FROM calendar_connections WHERE user_id = $1',
    [ana],
  );
  expect(row?.needs_reconnect).toBe(false);
});

test('a calendar not connected is a 404 in Portuguese', async () => {
  await expect(world.connections.validTokens(bruno, 'outlook')).rejects.toMatchObject({
    code: 'calendar-not-connected',
    message: 'O calendário do Outlook não está conectado. Conecte-o em Configurações de calendário.',
  });
});

test('disconnecting revokes (best effort), forgets the tokens and clears the flag', async () => {
  await world.connections.connect(anaCaller, 'outlook', connectedTokens());
  world.outlook.state.revoke = () => Promise.reject(new Error('provider away'));
  await world.connections.disconnect(anaCaller, 'outlook');
  expect(world.outlook.calls.revoke).toEqual(['access-1']);
  expect(await flags()).toEqual({ is_gmeet_connected: true, is_outlook_connected: false });
  await expect(world.connections.disconnect(anaCaller, 'outlook')).rejects.toMatchObject({
    code: 'calendar-not-connected',
  });
});

test('an OAuth state is the user’s own, for that calendar, used once; the PKCE verifier comes back opened', async () => {
  await world.connections.rememberState(
    anaCaller,
    'outlook',
    'state-1',
    'verifier-with-43-characters-aaaaaaaaaaaaaaa',
  );
  const [row] = await world.db.query<{ verifier_sealed: string }>(
    `SELECT verifier_sealed FROM calendar_oauth_states WHERE state = 'state-1'`,
  );
  expect(row?.verifier_sealed).not.toContain('verifier');
  expect(await world.connections.takeState({ userId: bruno }, 'outlook', 'state-1')).toBeUndefined();
  expect(await world.connections.takeState(anaCaller, 'google', 'state-1')).toBeUndefined();
  expect(await world.connections.takeState(anaCaller, 'outlook', 'state-1')).toEqual({
    codeVerifier: 'verifier-with-43-characters-aaaaaaaaaaaaaaa',
  });
  expect(await world.connections.takeState(anaCaller, 'outlook', 'state-1')).toBeUndefined();

  await world.connections.rememberState(anaCaller, 'google', 'state-2');
  expect(await world.connections.takeState(anaCaller, 'google', 'state-2')).toEqual({ codeVerifier: null });
});

test('an expired state is refused', async () => {
  await world.connections.rememberState(anaCaller, 'outlook', 'state-old', 'v');
  await world.db.query(`UPDATE calendar_oauth_states SET expires_at = $1 WHERE state = 'state-old'`, [
    hours(-1),
  ]);
  expect(await world.connections.takeState(anaCaller, 'outlook', 'state-old')).toBeUndefined();
});
