import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/database.ts';
import { ApiProblem } from '../http/errors.ts';
import { verifyPassword } from '../http/passwords.ts';
import { readJson, readQuery } from '../http/read-request.ts';
import { sendParsed } from '../http/respond.ts';
import type { IdentityService } from '../identity/index.ts';
import {
  basicLoginRequestSchema,
  basicLoginResponseSchema,
  ssoProviderQuerySchema,
  ssoProviderResponseSchema,
} from '../../src/services/api/schemas/auth.ts';
import { apiErrorSchema } from '../../src/services/api/schemas/error.ts';

type LoginRow = {
  id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  auth_type: 'cognito' | 'basic';
  basic_password_hash: string | null;
  migrate_to_cognito: boolean;
};

const failureLimit = 10;
const failureWindowMs = 15 * 60 * 1000;

/** Failed basic logins per e-mail in a sliding window: this process's memory is enough for one server. */
function createFailureThrottle(now: () => number) {
  const failures = new Map<string, number[]>();
  const recent = (email: string) => (failures.get(email) ?? []).filter((at) => at > now() - failureWindowMs);
  return {
    isBlocked(email: string) {
      const count = recent(email).length;
      // Forget e-mails whose failures aged out, so the map only holds the last window's.
      if (count === 0) failures.delete(email);
      return count >= failureLimit;
    },
    record: (email: string) => failures.set(email, [...recent(email), now()]),
  };
}

const problem = (c: Context, status: ContentfulStatusCode, title: string, message: string) =>
  c.json(apiErrorSchema.parse({ status, title, message }), status);

/**
 * Public sign-in helpers under /api/auth, mounted before the API's authentication: the basic-login
 * fallback (legacy users, and the migration of flagged ones into the identity provider) and the SSO
 * provider of an e-mail domain.
 */
export function authRoutes(deps: {
  db: Database;
  identity: Pick<IdentityService, 'userPool'>;
  now?: () => number;
}) {
  const throttle = createFailureThrottle(deps.now ?? Date.now);

  return new Hono()
    .post('/basic-login', async (c) => {
      const { email, password } = await readJson(c, basicLoginRequestSchema);
      const key = email.toLowerCase();
      if (throttle.isBlocked(key)) {
        c.header('retry-after', String(failureWindowMs / 1000));
        return problem(
          c,
          429,
          'Muitas tentativas',
          'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
        );
      }
      const [row] = await deps.db.query<LoginRow>(
        `SELECT id, email_address, first_name, last_name, auth_type, basic_password_hash, migrate_to_cognito
           FROM users WHERE lower(email_address) = $1`,
        [key],
      );
      // Identity-provider users are never checked here, yet cost the same scrypt run as everyone else.
      const hash = row?.auth_type === 'basic' ? row.basic_password_hash : null;
      if (!row || !(await verifyPassword(password, hash))) {
        throttle.record(key);
        return problem(
          c,
          401,
          'Credenciais inválidas',
          'Email ou senha incorretos. Por favor, tente novamente.',
        );
      }
      if (!row.migrate_to_cognito)
        return sendParsed(c, basicLoginResponseSchema, { authType: 'basic', cognitoId: null });

      // The password just proven becomes the identity-provider password, so the SPA's retry signs in.
      const { sub } = await deps.identity.userPool.adminCreateUser({
        email: row.email_address,
        password,
        ...(row.first_name ? { givenName: row.first_name } : {}),
        ...(row.last_name ? { familyName: row.last_name } : {}),
        status: 'CONFIRMED',
      });
      await deps.db.query(
        `UPDATE users SET cognito_id = $2, auth_type = 'cognito', migrate_to_cognito = false, basic_password_hash = NULL
          WHERE id = $1`,
        [row.id, sub],
      );
      return sendParsed(c, basicLoginResponseSchema, { authType: 'cognito', cognitoId: sub });
    })
    .get('/sso-provider', async (c) => {
      const { email } = readQuery(c, ssoProviderQuerySchema);
      const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
      const [row] = await deps.db.query<{ provider_name: string }>(
        'SELECT provider_name FROM sso_domains WHERE domain = $1',
        [domain],
      );
      if (!row) throw new ApiProblem(404, 'Nenhum provedor de autenticação para este domínio.');
      return sendParsed(c, ssoProviderResponseSchema, { provider: row.provider_name });
    });
}
