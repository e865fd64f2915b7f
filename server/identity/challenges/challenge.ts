import type { IdentityContext, JsonObject } from '../operations/context.ts';

/** One RespondToAuthChallenge ChallengeName, given its ChallengeResponses and the request's Session. */
export type ChallengeAnswer = (
  answer: { responses: Record<string, unknown>; session: string | undefined },
  context: IdentityContext,
) => Promise<JsonObject>;
