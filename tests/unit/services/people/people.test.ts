/*
 * The people service (issue 27): each write reaches the people feed, moved meetings read the list again, and
 * a change to the signed-in person's own admin flag reaches the session. Only HTTP is replaced.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/api-contract/user.ts';
import type { PeopleChange } from '../../../../src/services/people/people.ts';
import {
  admin,
  inviteResult,
  invited,
  newInvite,
  people,
  seller,
} from '../../../model/people/people.fixtures.ts';

const http = vi.hoisted(() => ({
  getJson: vi.fn<(path: string, ...rest: unknown[]) => Promise<unknown>>(),
  sendJson: vi.fn<(method: string, path: string, ...rest: unknown[]) => Promise<unknown>>(),
}));
vi.mock('../../../../src/services/http.ts', () => ({ http }));

const service = await import('../../../../src/services/people/people.ts');
const users = await import('../../../../src/services/users/users.ts');

const me = (id: string) => ({ id, isAdmin: false }) as User;

beforeEach(() => {
  http.getJson.mockReset();
  http.sendJson.mockReset();
});

function watch() {
  const peopleChanges = vi.fn<(change: PeopleChange) => void>();
  const userChanges = vi.fn<(user: User) => void>();
  const stops = [service.watchPeopleChanges(peopleChanges), users.watchUserChanges(userChanges)];
  return { peopleChanges, userChanges, stop: () => stops.forEach((stop) => stop()) };
}

describe('the people service', () => {
  it('announces each person invited, re-invited and cancelled', async () => {
    const { peopleChanges, stop } = watch();
    http.sendJson
      .mockResolvedValueOnce(inviteResult)
      .mockResolvedValueOnce(invited)
      .mockResolvedValueOnce(null);
    await service.invitePeople({ emails: ['maria@cliente.com.br'], teamId: null, names: [] });
    await service.resendInvitation(invited.id);
    await service.cancelInvitation(invited.id);
    expect(http.sendJson.mock.calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'POST admin/users/invitations',
      'POST admin/users/user-invited/invitation',
      'DELETE admin/users/user-invited/invitation',
    ]);
    expect(peopleChanges.mock.calls.map(([change]) => change)).toEqual([
      { type: 'people.saved', person: newInvite },
      { type: 'people.saved', person: invited },
      { type: 'people.removed', personId: invited.id },
    ]);
    stop();
  });

  it('tells the session when the admin changed their own flag, and only then', async () => {
    const { userChanges, stop } = watch();
    http.sendJson.mockResolvedValue({ ...admin, isAdmin: false });
    http.getJson.mockResolvedValueOnce(me(admin.id)).mockResolvedValueOnce(me('someone-else'));
    await service.setAdmin(admin.id, false);
    expect(http.sendJson).toHaveBeenCalledWith(
      'PATCH',
      'admin/users/user-admin',
      { isAdmin: false },
      expect.anything(),
      expect.anything(),
    );
    expect(userChanges).toHaveBeenCalledWith(me(admin.id));
    await service.setAdmin(admin.id, false);
    expect(userChanges).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads the list again after meetings changed hands', async () => {
    const { peopleChanges, stop } = watch();
    http.sendJson.mockResolvedValueOnce({ moved: 4 }).mockResolvedValueOnce(seller);
    http.getJson.mockResolvedValue(people);
    expect(await service.moveMeetings(seller.id, admin.id)).toBe(4);
    await service.deactivatePerson(seller.id, null);
    expect(http.sendJson.mock.calls.map(([method, path, body]) => [method, path, body])).toEqual([
      ['POST', 'admin/users/user-seller/meetings/move', { toUserId: admin.id }],
      ['POST', 'admin/users/user-seller/deactivate', { moveMeetingsTo: null }],
    ]);
    expect(peopleChanges.mock.calls.map(([change]) => change.type)).toEqual([
      'people.listed',
      'people.saved',
    ]);
    stop();
  });
});
