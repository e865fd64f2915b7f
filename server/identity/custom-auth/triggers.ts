import type { IdentityContext } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';

/**
 * Cognito's custom authentication triggers (define, create and verify auth challenge), as server-side modules
 * instead of Lambda functions, with the same requests and answers. A pool names its module in
 * IDENTITY_CUSTOM_AUTH (custom-auth/index.ts lists them).
 */

/** One step of the sign-in so far, oldest first (the triggers' `session`). */
export type ChallengeResult = {
  challengeName: 'SRP_A' | 'PASSWORD_VERIFIER' | 'CUSTOM_CHALLENGE';
  challengeResult: boolean;
  /** What create said about its challenge (its `challengeMetadata`), kept for the next define and create. */
  challengeMetadata?: string;
};

/** `user` is null when nobody has the username (Cognito's userNotFound): a module may pose a decoy. */
export type DefineAuthChallenge = (request: { user: PoolUser | null; session: ChallengeResult[] }) => {
  challengeName?: 'PASSWORD_VERIFIER' | 'CUSTOM_CHALLENGE';
  issueTokens: boolean;
  failAuthentication: boolean;
};

export type CreateAuthChallenge = (
  request: { user: PoolUser | null; username: string; session: ChallengeResult[] },
  context: IdentityContext,
) => Promise<{
  /** Shown to the client as the challenge's ChallengeParameters (Amplify's additionalInfo). */
  publicChallengeParameters: Record<string, string>;
  /** Kept on the server for verify. */
  privateChallengeParameters: Record<string, string>;
  challengeMetadata?: string;
}>;

export type VerifyAuthChallengeResponse = (request: {
  user: PoolUser | null;
  privateChallengeParameters: Record<string, string>;
  challengeAnswer: string;
}) => { answerCorrect: boolean };

export type CustomAuthModule = {
  define: DefineAuthChallenge;
  create: CreateAuthChallenge;
  verify: VerifyAuthChallengeResponse;
};
