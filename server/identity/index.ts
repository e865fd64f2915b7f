import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../providers/mail/index.ts';
import { installationAdminCredentials } from './admin-credentials.ts';
import { createAuthSessionStore } from './auth-sessions.ts';
import { createDecoyUsers } from './decoy-users.ts';
import { createDeviceStore } from './devices/device-store.ts';
import { createCodeStore } from './one-time-codes.ts';
import type { IdentityContext } from './operations/context.ts';
import { createOutbox } from './outbox.ts';
import { createPasskeyStore } from './passkeys/passkey-store.ts';
import type { PreSignUpCheck } from './pre-sign-up.ts';
import { createRefreshTokenStore } from './refresh-tokens.ts';
import { createSmsOutbox } from './sms-outbox.ts';
import { createIdentityRoutes } from './routes.ts';
import { loadOrCreateSigningKey } from './signing-keys.ts';
import { poolNameOf, regionOfPool } from './srp.ts';
import { createThrottle } from './throttle.ts';
import { createTokenIssuer } from './tokens.ts';
import { createUserStore, type NewUser } from './user-store.ts';

export interface IdentityService {
  /** Mounted by the backend with app.route('/cognito', identity.routes). */
  routes: ReturnType<typeof createIdentityRoutes>;
  userPool: {
    /** Idempotent by e-mail (case-insensitive): returns the existing sub when the user exists. */
    adminCreateUser(input: NewUser): Promise<{ sub: string }>;
    findUserByEmail(email: string): Promise<{ sub: string; email: string; status: string } | null>;
    /** When the user last changed their password at the pool; null: never since the account was created. */
    passwordChangedAt(sub: string): Promise<Date | null>;
  };
}

/** The local Cognito-compatible user pool. Expects the migrations (0002_identity.sql) to have run. */
export async function createIdentityService(deps: {
  db: Database;
  config: ServerConfig;
  now?: () => Date;
  /** A real mail server (SMTP_URL): codes then reach the user's inbox, not only the outbox file. */
  mailer?: Mailer;
  /** Cognito's PreSignUp trigger: the server refuses single-sign-on domains (refuseSsoDomains). */
  preSignUp?: PreSignUpCheck;
}): Promise<IdentityService> {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const poolName = poolNameOf(config.userPoolId);
  const key = await loadOrCreateSigningKey(db);
  const users = createUserStore(db, poolName);
  const refreshTokens = createRefreshTokenStore(db, now);
  const context: IdentityContext = {
    config,
    poolName,
    now,
    users,
    sessions: createAuthSessionStore(db, now),
    refreshTokens,
    tokens: createTokenIssuer({ key, config, now }),
    codes: createCodeStore(db, now),
    outbox: createOutbox(config.outboxDir, now, { mailer: deps.mailer, keepFile: !config.production }),
    smsOutbox: createSmsOutbox(config.outboxDir, now, { keepFile: !config.production }),
    throttle: createThrottle(db, config, now),
    decoys: await createDecoyUsers(db),
    adminCredentials: await installationAdminCredentials(db),
    preSignUp: deps.preSignUp ?? (async () => null),
    devices: createDeviceStore(db, now, regionOfPool(config.userPoolId)),
    passkeys: createPasskeyStore(db, now),
  };
  return {
    routes: createIdentityRoutes(context, key.publicJwk),
    userPool: {
      adminCreateUser: async (input) => ({ sub: (await users.create(input)).sub }),
      async findUserByEmail(email) {
        const user = await users.findByUsername(email);
        return user ? { sub: user.sub, email: user.email, status: user.status } : null;
      },
      passwordChangedAt: (sub) => users.passwordChangedAt(sub),
    },
  };
}
