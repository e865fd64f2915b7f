import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createRateLimitHits } from '../db/rate-limit-hits.ts';
import { limitExceeded, passwordAttemptsExceeded, tooManyRequests } from './cognito-errors.ts';

type CountedKind =
  'FAILED_PASSWORD' | 'FAILED_MFA_CODE' | 'PASSWORD_CHANGE' | 'WRONG_CODE' | 'SIGN_UP_MAIL' | 'SIGN_IN_CODE';

/** What locks sign-in: wrong passwords, and wrong MFA codes, which a right password alone does not forgive. */
const SIGN_IN_FAILURES: CountedKind[] = ['FAILED_PASSWORD', 'FAILED_MFA_CODE'];

/**
 * Cognito's protections, with thresholds from the configuration so tests can reach them quickly:
 * a temporary lock after repeated wrong passwords, a limit on password resets and changes per user, a
 * lock on e-mailed code checks after repeated wrong codes (whatever new codes were asked for meanwhile),
 * and request quotas per operation for each client address and each account named.
 */
export function createThrottle(db: Database, config: ServerConfig, now: () => Date) {
  const requests = createRateLimitHits(db);

  const countSince = async (username: string, kind: CountedKind | CountedKind[], windowSeconds: number) => {
    const since = new Date(now().getTime() - windowSeconds * 1000);
    const [row] = await db.query<{ count: number; latest: Date | null }>(
      `SELECT count(*)::int AS count, max(occurred_at) AS latest FROM identity_throttle_events
       WHERE username = $1 AND kind = ANY($2::text[]) AND occurred_at > $3`,
      [username, [kind].flat(), since],
    );
    return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
  };

  const forget = (username: string, kind: CountedKind | CountedKind[]) =>
    db.query('DELETE FROM identity_throttle_events WHERE username = $1 AND kind = ANY($2::text[])', [
      username,
      [kind].flat(),
    ]);

  const record = (username: string, kind: CountedKind) =>
    db.query('INSERT INTO identity_throttle_events (username, kind, occurred_at) VALUES ($1, $2, $3)', [
      username,
      kind,
      now(),
    ]);

  const countWithinLimit = async (username: string, kind: CountedKind) => {
    const { count } = await countSince(username, kind, config.identityPasswordChangeWindowSeconds);
    if (count >= config.identityMaxPasswordChanges) throw limitExceeded();
    await record(username, kind);
  };

  return {
    /** Refuses every password and MFA code, right or wrong, while the user is locked. */
    async assertPasswordAttemptAllowed(username: string): Promise<void> {
      const { count, latest } = await countSince(
        username,
        SIGN_IN_FAILURES,
        config.identityFailedPasswordWindowSeconds,
      );
      const coolingDown =
        latest !== null && now().getTime() - latest.getTime() < config.identityLockoutSeconds * 1000;
      if (count >= config.identityMaxFailedPasswords && coolingDown) throw passwordAttemptsExceeded();
    },

    passwordFailed: (username: string) => record(username, 'FAILED_PASSWORD'),

    async passwordSucceeded(username: string): Promise<void> {
      await forget(username, 'FAILED_PASSWORD');
    },

    mfaCodeFailed: (username: string) => record(username, 'FAILED_MFA_CODE'),

    /** The whole sign-in succeeded, second factor included: no failure of it counts any more. */
    async signInSucceeded(username: string): Promise<void> {
      await forget(username, SIGN_IN_FAILURES);
    },

    /** Refuses every e-mailed code, right or wrong, while the user has too many recent wrong ones. */
    async assertCodeAttemptAllowed(username: string): Promise<void> {
      const { count } = await countSince(username, 'WRONG_CODE', config.identityWrongCodeWindowSeconds);
      if (count >= config.identityMaxWrongCodes) throw limitExceeded();
    },

    codeFailed: (username: string) => record(username, 'WRONG_CODE'),

    /** Counts one ForgotPassword or ChangePassword call, refusing it past the limit. */
    countPasswordChange: (username: string) => countWithinLimit(username, 'PASSWORD_CHANGE'),

    /**
     * Counts one SignUp or ResendConfirmationCode of an e-mail, refusing it past the same limit, counted
     * apart: each sends that address an e-mail, which nobody may repeat at will.
     */
    countSignUpMail: (username: string) => countWithinLimit(username, 'SIGN_UP_MAIL'),

    /**
     * Counts one code sent to start a sign-in without the password (an e-mailed or texted first factor),
     * refusing it past its own limit: anyone who knows an address could otherwise have it flooded. Counted
     * for unknown accounts too, so the refusal says nothing about who has an account.
     */
    async countSignInCode(username: string): Promise<void> {
      const { count } = await countSince(username, 'SIGN_IN_CODE', config.identitySignInCodeWindowSeconds);
      if (count >= config.identityMaxSignInCodes) throw limitExceeded();
      await record(username, 'SIGN_IN_CODE');
    },

    /**
     * One request's quotas, per client address and per account it names, counted in the database so every
     * server spends one budget: a client that spends its own leaves everyone else's untouched.
     */
    async admitRequest(
      operation: string,
      caller: { address: string; account: string | null },
    ): Promise<void> {
      const admitted =
        (await requests.take(
          `identity-requests:${operation}:address:${caller.address}`,
          config.identityRequestsPerSecond,
          1000,
          now(),
        )) &&
        (caller.account === null ||
          (await requests.take(
            `identity-requests:${operation}:account:${caller.account}`,
            config.identityAccountRequestsPerMinute,
            60_000,
            now(),
          )));
      if (!admitted) throw tooManyRequests();
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
