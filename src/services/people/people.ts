/*
 * The company's people as its administrator manages them (issue 27): invitations, the admin flag,
 * deactivation and moving meetings. Every write is announced on the people feed, so the page's list and the
 * audit log show it at once; a change to the signed-in person's own admin flag reaches the session too.
 */
import { z } from 'zod';
import { http } from '../http.ts';
import { announceMeetingsStale } from '../meetings/meetings.ts';
import { createResourceFeed } from '../resource-feed.ts';
import {
  inviteResultSchema,
  moveMeetingsResultSchema,
  personListSchema,
  personSchema,
  type Invite,
  type InviteResult,
  type Person,
} from '../../api-contract/people.ts';
import { announceUserChange, getMe } from '../users/users.ts';

type Options = { signal?: AbortSignal };

/**
 * A write to the company's people: one person as the server answered them, one removed (a cancelled
 * invitation), or the whole list read again after meetings changed hands (every count moved).
 */
export type PeopleChange =
  | { type: 'people.saved'; person: Person }
  | { type: 'people.removed'; personId: string }
  | { type: 'people.listed'; people: Person[] };

const peopleChanges = createResourceFeed<PeopleChange>();

/** Every write to the company's people from now on; returns the way to stop. */
export function watchPeopleChanges(listener: (change: PeopleChange) => void): () => void {
  return peopleChanges.subscribe(listener);
}

const base = 'admin/users';
const personPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function listPeople({ signal }: Options = {}): Promise<Person[]> {
  return http.getJson(base, personListSchema, { signal });
}

async function saved(write: Promise<Person>): Promise<Person> {
  const person = await write;
  peopleChanges.publish({ type: 'people.saved', person });
  return person;
}

/** Each e-mail is invited or refused on its own; the invited are announced. */
export async function invitePeople(invite: Invite, { signal }: Options = {}): Promise<InviteResult> {
  const result = await http.sendJson('POST', `${base}/invitations`, invite, inviteResultSchema, { signal });
  for (const person of result.invited) peopleChanges.publish({ type: 'people.saved', person });
  return result;
}

/** A new temporary password and a new expiry, e-mailed again. */
export function resendInvitation(id: string, { signal }: Options = {}): Promise<Person> {
  return saved(http.sendJson('POST', `${personPath(id)}/invitation`, undefined, personSchema, { signal }));
}

/** The invited account is removed. */
export async function cancelInvitation(id: string, { signal }: Options = {}): Promise<void> {
  await http.sendJson('DELETE', `${personPath(id)}/invitation`, undefined, z.unknown(), { signal });
  peopleChanges.publish({ type: 'people.removed', personId: id });
}

/**
 * Grants or takes the admin flag. When the person is the one signed in, the session reloads them, so the
 * navigation and every admin-only page follow at once.
 */
export async function setAdmin(id: string, isAdmin: boolean, { signal }: Options = {}): Promise<Person> {
  const person = await saved(http.sendJson('PATCH', personPath(id), { isAdmin }, personSchema, { signal }));
  const me = await getMe({ signal });
  if (me.id === person.id) announceUserChange(me);
  return person;
}

/** Their meetings changed hands: every count is read again, and the meeting lists learn of it. */
async function meetingsMoved(signal: AbortSignal | undefined): Promise<void> {
  announceMeetingsStale();
  peopleChanges.publish({ type: 'people.listed', people: await listPeople({ signal }) });
}

/** Leaves the person out at once (their sessions end); their meetings go to `moveMeetingsTo` when given. */
export async function deactivatePerson(
  id: string,
  moveMeetingsTo: string | null,
  { signal }: Options = {},
): Promise<Person> {
  const person = await saved(
    http.sendJson('POST', `${personPath(id)}/deactivate`, { moveMeetingsTo }, personSchema, { signal }),
  );
  if (moveMeetingsTo) await meetingsMoved(signal);
  return person;
}

export function reactivatePerson(id: string, { signal }: Options = {}): Promise<Person> {
  return saved(http.sendJson('POST', `${personPath(id)}/reactivate`, undefined, personSchema, { signal }));
}

/** Every meeting of the person goes to `toUserId`; answers how many moved. */
export async function moveMeetings(id: string, toUserId: string, { signal }: Options = {}): Promise<number> {
  const { moved } = await http.sendJson(
    'POST',
    `${personPath(id)}/meetings/move`,
    { toUserId },
    moveMeetingsResultSchema,
    { signal },
  );
  await meetingsMoved(signal);
  return moved;
}
