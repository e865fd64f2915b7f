import { http } from '../http.ts';
import type { UpdatePasswordRequest } from '../../api-contract/auth.ts';
import { userSchema, type User } from '../../api-contract/user.ts';
import { announceUserChange } from '../users/users.ts';

/** PATCH /api/update-password: the backend records the change and clears the user's resetPassword flag. */
export async function saveUpdatedPassword(
  body: UpdatePasswordRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<User> {
  const user = await http.sendJson('PATCH', 'update-password', body, userSchema, { signal });
  announceUserChange(user);
  return user;
}
