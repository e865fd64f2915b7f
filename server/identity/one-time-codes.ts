import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { sameSecret } from './srp.ts';

/** What a user's e-mailed code is for; one live code per user and purpose, a new one replaces it. */
export type CodePurpose = 'FORGOT_PASSWORD' | 'VERIFY_EMAIL' | 'SIGN_UP';

/** 'burned': the wrong try that used the code's last try, which deleted it. */
export type CodeCheck = 'valid' | 'mismatch' | 'burned' | 'expired';

const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** Six random digits, as Cognito sends. */
export const newSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const codeHashOf = hashOf;

export const codeMatchesHash = (code: string, hash: string) => sameSecret(hash, hashOf(code.trim()));

/** Codes sent by e-mail for ForgotPassword, attribute verification and sign-up, stored only as hashes. */
export function createCodeStore(db: Database, now: () => Date) {
  return {
    async issue(username: string, purpose: CodePurpose, ttlSeconds: number): Promise<string> {
      const code = newSixDigitCode();
      await db.query(
        `INSERT INTO identity_codes (username, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (username, purpose) DO UPDATE SET code_hash = $3, expires_at = $4, attempts = 0`,
        [username, purpose, hashOf(code), new Date(now().getTime() + ttlSeconds * 1000)],
      );
      return code;
    },

    /**
     * One try at the user's code. The try is counted before the code is compared, in one statement, so
     * parallel guesses share the code's `maxAttempts` whichever server answers them; the wrong try that
     * uses the last one deletes the code. A missing or used-up code counts as expired: Cognito cannot tell
     * them apart either once a code is gone.
     */
    async attempt(
      username: string,
      purpose: CodePurpose,
      code: string,
      maxAttempts: number,
    ): Promise<CodeCheck> {
      const [row] = await db.query<{ code_hash: string; attempts: number }>(
        `UPDATE identity_codes SET attempts = attempts + 1
         WHERE username = $1 AND purpose = $2 AND expires_at > $3 AND attempts < $4
         RETURNING code_hash, attempts`,
        [username, purpose, now(), maxAttempts],
      );
      if (!row) return 'expired';
      if (codeMatchesHash(code, row.code_hash)) return 'valid';
      if (row.attempts < maxAttempts) return 'mismatch';
      await db.query('DELETE FROM identity_codes WHERE username = $1 AND purpose = $2 AND code_hash = $3', [
        username,
        purpose,
        row.code_hash,
      ]);
      return 'burned';
    },

    async consume(username: string, purpose: CodePurpose): Promise<void> {
      await db.query('DELETE FROM identity_codes WHERE username = $1 AND purpose = $2', [username, purpose]);
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
