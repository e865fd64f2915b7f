import { http } from '../http.ts';
import { createResourceFeed } from '../resource-feed.ts';
import type { GeneralSettings } from '../../api-contract/general-settings.ts';
import { userSchema, type User } from '../../api-contract/user.ts';

const userChanges = createResourceFeed<User>();

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return http.getJson('users/me', userSchema, { signal });
}

/** Every write to the signed-in user from now on (the session reloads it); returns the way to stop. */
export function watchUserChanges(listener: (user: User) => void): () => void {
  return userChanges.subscribe(listener);
}

/** Called by the calls that write the signed-in user, with what the server answered. */
export function announceUserChange(user: User): void {
  userChanges.publish(user);
}

/**
 * `PATCH /api/users/settings/general`: importMeeting, emailMeeting and the default template (null: none).
 * Announces the written user, so the session reloads it.
 */
export async function saveGeneralSettings(
  settings: GeneralSettings,
  { signal }: { signal?: AbortSignal } = {},
): Promise<User> {
  const user = await http.sendJson('PATCH', 'users/settings/general', settings, userSchema, { signal });
  announceUserChange(user);
  return user;
}
