import { http } from '../http.ts';
import { userSchema, type User } from './schemas/user.ts';

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return http.getJson('users/me', userSchema, { signal });
}
