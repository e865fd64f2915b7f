import { invalidParameter } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import { enabledMfaTypes, poseMfaChallenge, SELECT_MFA_TYPE } from '../sign-in/mfa-step.ts';
import { requirePendingUser } from '../sign-in/pending-challenge.ts';
import type { ChallengeAnswer } from './challenge.ts';

/** SELECT_MFA_TYPE: ANSWER names one of MFAS_CAN_CHOOSE, whose challenge follows. */
export const selectMfaType: ChallengeAnswer = async (answer, context) => {
  const chosen = requireParameter(answer.responses, 'ANSWER');
  const { user, session } = await requirePendingUser(context, SELECT_MFA_TYPE, answer);
  const type = enabledMfaTypes(user).find((enabled) => enabled === chosen);
  if (!type) throw invalidParameter(`Invalid MFA type ${chosen} for the user`);
  await context.sessions.close(session);
  return poseMfaChallenge(context, user, type);
};
