import type { AuthSession } from '../auth-sessions.ts';
import { invalidSession } from '../cognito-errors.ts';
import type { IdentityContext } from '../operations/context.ts';
import { requireParameter } from '../operations/input.ts';
import type { PoolUser } from '../user-store.ts';

/**
 * The user a challenge session was opened for, provided the answer names the same user (by username
 * or e-mail, whichever Amplify kept); anything else is Cognito's expired-session refusal.
 */
export async function requirePendingUser(
  context: IdentityContext,
  challenge: string,
  answer: { responses: Record<string, unknown>; session: string | undefined },
): Promise<{ user: PoolUser; pending: AuthSession; session: string }> {
  const named = requireParameter(answer.responses, 'USERNAME');
  const { session } = answer;
  const pending = session ? await context.sessions.find(challenge, session) : null;
  if (!session || !pending) throw invalidSession();
  const user = await context.users.findByUsername(named);
  if (!user || user.username !== pending.username) throw invalidSession();
  return { user, pending, session };
}
