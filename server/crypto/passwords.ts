import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
) => Promise<Buffer>;
const keyLength = 64;

/** Stored as `scrypt$<salt base64>$<key base64>` so the format can change later without ambiguity. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, keyLength);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Constant-time check; a missing or malformed hash still costs one scrypt run so timing does not reveal users. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, key] = stored?.split('$') ?? [];
  const expected = scheme === 'scrypt' && salt && key ? Buffer.from(key, 'base64') : null;
  const actual = await scryptAsync(password, salt ? Buffer.from(salt, 'base64') : randomBytes(16), keyLength);
  return expected !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}
