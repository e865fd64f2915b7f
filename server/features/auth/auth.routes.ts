import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Domain } from '../index.ts';
import { tooManyPasswordsMessage } from './auth.service.ts';
import { readJson, readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  basicLoginRequestSchema,
  basicLoginResponseSchema,
  ssoProviderQuerySchema,
  ssoProviderResponseSchema,
} from '../../../src/api-contract/auth.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

// A backend login's failure shows its title, else its message (spec section 8), so the title is the
// Portuguese sentence the person reads, unlike other errors' headings.
const problem = (c: Context, status: ContentfulStatusCode, sentence: string) =>
  c.json(apiErrorSchema.parse({ status, title: sentence, message: sentence }), status);

/**
 * Public sign-in helpers under /api/auth, mounted before the API's authentication: the basic-login
 * fallback (legacy users, and the migration of flagged ones into the identity provider) and the SSO
 * provider of an e-mail domain.
 */
export function authRoutes({ auth }: Pick<Domain, 'auth'>) {
  return new Hono()
    .post('/basic-login', async (c) => {
      const { email, password } = await readJson(c, basicLoginRequestSchema);
      const login = await auth.basicLogin(email, password);
      if (login.outcome === 'throttled') {
        c.header('retry-after', String(login.retryAfterSeconds));
        return problem(c, 429, tooManyPasswordsMessage);
      }
      if (login.outcome === 'wrong-credentials') {
        return problem(c, 401, 'Email ou senha incorretos. Por favor, tente novamente.');
      }
      return sendParsed(c, basicLoginResponseSchema, login.answer);
    })
    .get('/sso-provider', async (c) => {
      const { email } = readQuery(c, ssoProviderQuerySchema);
      return sendParsed(c, ssoProviderResponseSchema, { provider: await auth.ssoProvider(email) });
    });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const authOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/auth/basic-login',
    summary: 'Signs a legacy basic-auth user in (401 "Credenciais inválidas", 429 "Muitas tentativas")',
    tag: 'Sign-in',
    auth: 'public',
    body: { json: basicLoginRequestSchema },
    answers: { 200: { description: 'The user and the credentials to keep', json: basicLoginResponseSchema } },
  },
  {
    method: 'GET',
    path: '/api/auth/sso-provider',
    summary: "The single sign-on provider of an e-mail's domain",
    tag: 'Sign-in',
    auth: 'public',
    query: ssoProviderQuerySchema,
    answers: { 200: { description: 'The provider', json: ssoProviderResponseSchema } },
  },
];
