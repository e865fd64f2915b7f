import { http, isHttpError } from '../http.ts';
import { ssoProviderResponseSchema } from '../../api-contract/auth.ts';

/**
 * The identity provider of the e-mail's domain (GET /api/auth/sso-provider), or null when no domain
 * matches (the server answers 404). Other failures reject with the HttpError.
 */
export async function findSsoProvider(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string | null> {
  try {
    const { provider } = await http.getJson('auth/sso-provider', ssoProviderResponseSchema, {
      searchParams: { email },
      signal,
    });
    return provider;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}
