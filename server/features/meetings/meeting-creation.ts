import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';
import type { NewMeeting } from './meetings.repository.ts';

/**
 * The one path by which a meeting comes to exist, added by link (meetings service) or by upload (uploads
 * service): owned by the caller, with the company, team and template that follow from them
 * (meetings.repository.ts insert). Returns its id.
 */
export async function addMeeting(store: Pick<Store, 'meetings'>, caller: Caller, meeting: NewMeeting) {
  const id = await store.meetings.insert(caller.userId, meeting);
  if (!id) throw new DomainError('user-not-found');
  return id;
}
