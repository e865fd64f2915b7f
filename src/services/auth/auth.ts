import { http } from '../http.ts';
import {
  basicLoginResponseSchema,
  type BasicLoginRequest,
  type BasicLoginResponse,
} from '../../api-contract/auth.ts';

/**
 * The backend fallback after the identity provider refused the credentials (POST /api/auth/basic-login).
 * Rejects with an HttpError whose body carries the server's title and message (401 on wrong credentials).
 */
export function basicLogin(
  credentials: BasicLoginRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BasicLoginResponse> {
  return http.sendJson('POST', 'auth/basic-login', credentials, basicLoginResponseSchema, { signal });
}
