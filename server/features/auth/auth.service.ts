import { DomainError } from '../../domain-errors/domain-error.ts';
import { emailDomainOf } from '../../../src/domain/email-domain.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import type { IdentityService } from '../../identity/index.ts';
import type { BasicLoginResponse } from '../../../src/api-contract/auth.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';
import type { Limits } from '../limits.ts';
import type { SignUpService } from '../sign-up/sign-up.service.ts';

/** Wrong basic-login passwords per e-mail before a 429, and the window they are counted in. */
const failureLimit = 10;
const failureWindowMs = 15 * 60 * 1000;

/** What a verified id token says about its person. */
export type IdentityAccount = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** Set only on the account of a person who signed up a company (`custom:company_name`). */
  companyName: string | null;
};

export type PasswordCaller =
  | { outcome: 'signed-in'; caller: Caller }
  | { outcome: 'wrong-credentials' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** What the basic login and the API answer once the per-e-mail budget of wrong passwords is spent. */
export const tooManyPasswordsMessage =
  'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.';

export type BasicLoginOutcome =
  | { outcome: 'signed-in'; answer: BasicLoginResponse }
  | { outcome: 'wrong-credentials' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Who is calling (an identity-provider user by the token's subject, a legacy basic user by e-mail and
 * password), the public basic-login fallback with the migration of flagged users into the identity
 * provider, and the SSO provider of an e-mail domain.
 */
export function createAuthService(deps: {
  store: Store;
  identity: Pick<IdentityService, 'userPool'>;
  limits: Pick<Limits, 'failureThrottle'>;
  signUp: Pick<SignUpService, 'provisionCompany'>;
}) {
  const { store } = deps;
  const throttle = deps.limits.failureThrottle('basic-login', {
    limit: failureLimit,
    windowMs: failureWindowMs,
  });

  return {
    /**
     * The caller a verified id token names, while the sign-in it came from is active (`signIn`: the embedded
     * identity service's; null for an outside provider, which cannot be asked). An account with no row yet
     * whose token carries a company name and a verified e-mail signed up (issue 27): its first call makes the
     * company. When that call loses a race with another first call, the row the winner made is read.
     */
    async callerWithIdToken(
      account: IdentityAccount,
      signIn: { originJti: string } | null,
    ): Promise<Caller | undefined> {
      const names = { firstName: account.firstName, lastName: account.lastName };
      const found = await store.users.callerByCognitoId(account.sub, names, signIn);
      if (!found.signInActive) return undefined;
      const { caller } = found;
      if (caller || !account.companyName || !account.email || !account.emailVerified) return caller;
      const made = await deps.signUp.provisionCompany({
        cognitoId: account.sub,
        email: account.email,
        ...names,
        companyName: account.companyName,
      });
      return made ?? (await store.users.callerByCognitoId(account.sub, names, null)).caller;
    },

    /**
     * Only basic users sign requests with their password; identity-provider users never do. Wrong passwords
     * count against the same per-e-mail budget as the basic login, or any API route would be a way to guess.
     */
    async callerWithPassword(email: string, password: string): Promise<PasswordCaller> {
      const key = email.toLowerCase();
      if (await throttle.isBlocked(key))
        return { outcome: 'throttled', retryAfterSeconds: failureWindowMs / 1000 };
      const user = await store.users.loginByEmail(key);
      const hash = user?.authType === 'basic' ? user.basicPasswordHash : null;
      if (!user || !(await verifyPassword(password, hash))) {
        await throttle.record(key);
        return { outcome: 'wrong-credentials' };
      }
      return { outcome: 'signed-in', caller: user.caller };
    },

    async basicLogin(email: string, password: string): Promise<BasicLoginOutcome> {
      const key = email.toLowerCase();
      if (await throttle.isBlocked(key))
        return { outcome: 'throttled', retryAfterSeconds: failureWindowMs / 1000 };
      const user = await store.users.loginByEmail(key);
      // Identity-provider users are never checked here, yet cost the same scrypt run as everyone else.
      const hash = user?.authType === 'basic' ? user.basicPasswordHash : null;
      if (!user || !(await verifyPassword(password, hash))) {
        await throttle.record(key);
        return { outcome: 'wrong-credentials' };
      }
      if (!user.migrateToCognito) {
        return { outcome: 'signed-in', answer: { authType: 'basic', cognitoId: null } };
      }
      // The password just proven becomes the identity-provider password, so the SPA's retry signs in.
      const { sub } = await deps.identity.userPool.adminCreateUser({
        email: user.emailAddress,
        password,
        ...(user.firstName ? { givenName: user.firstName } : {}),
        ...(user.lastName ? { familyName: user.lastName } : {}),
        status: 'CONFIRMED',
      });
      await store.users.migrateToCognito(user.id, sub);
      return { outcome: 'signed-in', answer: { authType: 'cognito', cognitoId: sub } };
    },

    async ssoProvider(email: string): Promise<string> {
      const provider = await store.ssoDomains.providerOf(emailDomainOf(email));
      if (!provider) throw new DomainError('no-identity-provider-for-domain');
      return provider;
    },
  };
}
