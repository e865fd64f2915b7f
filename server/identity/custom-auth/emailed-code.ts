import { sendCode } from '../messages.ts';
import { maskEmail } from '../mfa/mask-email.ts';
import { codeHashOf, codeMatchesHash, newSixDigitCode } from '../one-time-codes.ts';
import { AUTH_SESSION_TTL_SECONDS } from '../auth-sessions.ts';
import type { ChallengeResult, CustomAuthModule } from './triggers.ts';

/** Tries of the e-mailed code within one sign-in, as Cognito's examples allow. */
const MAX_TRIES = 3;
const METADATA_PREFIX = 'CODE-';

/**
 * The user attribute that asks for the code after the password (CUSTOM_WITH_SRP); without it the password is
 * enough there, as for USER_SRP_AUTH. Without SRP (CUSTOM_WITHOUT_SRP) the code is the only factor, for anyone.
 */
export const EMAILED_CODE_ATTRIBUTE = 'custom:sign_in_check';
const EMAILED_CODE_VALUE = 'emailed-code';

const customTries = (session: ChallengeResult[]) =>
  session.filter((step) => step.challengeName === 'CUSTOM_CHALLENGE');

/**
 * The demo custom challenge: a six-digit code e-mailed to the user (the outbox locally), asked after the
 * password of a user whose EMAILED_CODE_ATTRIBUTE says so (CUSTOM_WITH_SRP) or instead of the password
 * (CUSTOM_WITHOUT_SRP). Three tries of the same code per sign-in;
 * the code's hash rides in the challenge's metadata, so a wrong answer asks again without a new e-mail.
 */
export const emailedCode: CustomAuthModule = {
  define({ user, session }) {
    const last = session.at(-1);
    const challenge = (challengeName: 'PASSWORD_VERIFIER' | 'CUSTOM_CHALLENGE') => ({
      challengeName,
      issueTokens: false,
      failAuthentication: false,
    });
    const fail = { issueTokens: false, failAuthentication: true };
    if (!last) return challenge('CUSTOM_CHALLENGE');
    if (last.challengeName === 'SRP_A') return challenge('PASSWORD_VERIFIER');
    if (!last.challengeResult && last.challengeName === 'PASSWORD_VERIFIER') return fail;
    if (last.challengeName === 'PASSWORD_VERIFIER')
      return user?.attributes[EMAILED_CODE_ATTRIBUTE] === EMAILED_CODE_VALUE
        ? challenge('CUSTOM_CHALLENGE')
        : { issueTokens: true, failAuthentication: false };
    if (last.challengeResult) return { issueTokens: true, failAuthentication: false };
    return customTries(session).length < MAX_TRIES ? challenge('CUSTOM_CHALLENGE') : fail;
  },

  async create({ user, username, session }, context) {
    const tries = customTries(session);
    const previous = tries.at(-1)?.challengeMetadata;
    const destination = maskEmail(user?.email ?? username);
    if (previous?.startsWith(METADATA_PREFIX)) {
      const left = MAX_TRIES - tries.length;
      return {
        publicChallengeParameters: {
          message: `Código incorreto. Digite o código enviado para ${destination} (${left === 1 ? 'resta 1 tentativa' : `restam ${left} tentativas`}).`,
        },
        privateChallengeParameters: { codeHash: previous.slice(METADATA_PREFIX.length) },
        challengeMetadata: previous,
      };
    }
    // Without SRP this code is the only factor: sending it is limited per account like the other
    // passwordless codes (an unknown account's count too, so the refusal tells nothing).
    await context.throttle.countSignInCode(user?.username ?? username);
    const code = newSixDigitCode();
    // An unknown user gets the same challenge, which no code passes, and nobody is e-mailed.
    if (user) {
      await sendCode(context, {
        to: user.email,
        kind: 'CUSTOM_CHALLENGE',
        code,
        lifetimeSeconds: AUTH_SESSION_TTL_SECONDS,
      });
    }
    const codeHash = user ? codeHashOf(code) : '';
    return {
      publicChallengeParameters: {
        message: `Enviamos um código de verificação para ${destination}. Digite-o para entrar.`,
      },
      privateChallengeParameters: { codeHash },
      challengeMetadata: `${METADATA_PREFIX}${codeHash}`,
    };
  },

  verify: ({ user, privateChallengeParameters, challengeAnswer }) => ({
    answerCorrect:
      user !== null &&
      privateChallengeParameters.codeHash !== '' &&
      codeMatchesHash(challengeAnswer, privateChallengeParameters.codeHash ?? ''),
  }),
};
