import { http } from '../http.ts';
import type { UpdatePasswordRequest } from './schemas/auth.ts';
import { userSchema, type User } from './schemas/user.ts';

/** PATCH /api/update-password: the backend records the change and clears the user's resetPassword flag. */
export function saveUpdatedPassword(
  body: UpdatePasswordRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<User> {
  return http.sendJson('PATCH', 'update-password', body, userSchema, { signal });
}
