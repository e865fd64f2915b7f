import { expiredCode, limitExceeded, wrongVerificationCode } from '../cognito-errors.ts';
import type { CodePurpose } from '../one-time-codes.ts';
import type { IdentityContext } from './context.ts';

/**
 * Returns when `code` is the user's live e-mailed code, else throws Cognito's error. Guessing is bounded
 * twice, both counted in the database: a user with too many recent wrong codes is refused whatever the code
 * (LimitExceededException), and the wrong try that uses a code's last try deletes it
 * (LimitExceededException), after which even the right code is refused as expired.
 */
export async function requireEmailedCode(
  context: IdentityContext,
  username: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  await context.throttle.assertCodeAttemptAllowed(username);
  const check = await context.codes.attempt(username, purpose, code, context.config.identityMaxCodeAttempts);
  if (check === 'valid') return;
  if (check === 'expired') throw expiredCode();
  await context.throttle.codeFailed(username);
  throw check === 'burned' ? limitExceeded() : wrongVerificationCode();
}
