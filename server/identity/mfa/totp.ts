import { generateSecret, verify } from 'otplib';

/** RFC 6238 with Cognito's parameters: SHA-1, 6 digits, 30 s steps; one step either side is accepted. */
const STEP_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export async function totpCodeMatches(secret: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
  });
  return result.valid;
}
