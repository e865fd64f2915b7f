import { createDiffieHellman, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server half of Cognito's SRP-6a, byte for byte as aws-amplify computes the client half
 * (packages/auth/src/providers/cognito/utils/srp): every hash input is the "padded hex" of a number
 * (Java BigInteger.toByteArray style), not a fixed-width encoding, so the same quirk is kept here.
 */

/** RFC 5054 3072-bit group. */
export const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;
const k = hexToBigInt(hashHex(padHex(N) + padHex(g)));

/** Even-length hex with a leading 00 when the top bit is set, as Amplify's getPaddedHex (positive values). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = ((base % modulus) + modulus) % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/**
 * base^exponent mod N through OpenSSL: a Diffie-Hellman key over the group N computes peer^private mod N,
 * about four times faster than BigInt square-and-multiply (three of these per sign-in). One key, made once
 * (making it checks N), reused synchronously. OpenSSL refuses 0, 1 and N-1 as a peer: those stay in BigInt.
 */
const groupN = createDiffieHellman(Buffer.from(N.toString(16), 'hex'), Buffer.from([Number(g)]));

function powModN(base: bigint, exponent: bigint): bigint {
  const reduced = ((base % N) + N) % N;
  if (reduced <= 1n || reduced >= N - 1n || exponent <= 0n) return modPow(reduced, exponent, N);
  groupN.setPrivateKey(bytesOf(exponent));
  return hexToBigInt(groupN.computeSecret(bytesOf(reduced)).toString('hex'));
}

function bytesOf(value: bigint): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

export function hexToBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** x = H(PAD(salt) | H(poolName | userIdForSrp | ':' | password)) */
function passwordExponent(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const identityHash = createHash('sha256')
    .update(`${poolName}${userIdForSrp}:${password}`, 'utf8')
    .digest('hex');
  return hexToBigInt(hashHex(padHex(hexToBigInt(saltHex)) + identityHash));
}

export type PasswordVerifier = { saltHex: string; verifierHex: string };

/** What is stored per user instead of the password. */
export function createPasswordVerifier(
  poolName: string,
  userIdForSrp: string,
  password: string,
): PasswordVerifier {
  const saltHex = randomBytes(16).toString('hex');
  return { saltHex, verifierHex: computeVerifierHex(poolName, userIdForSrp, password, saltHex) };
}

export function computeVerifierHex(
  poolName: string,
  userIdForSrp: string,
  password: string,
  saltHex: string,
): string {
  return powModN(g, passwordExponent(poolName, userIdForSrp, password, saltHex)).toString(16);
}

export type ServerEphemeral = { bHex: string; BHex: string };

/** B = (k·v + g^b) mod N, with a fresh secret b; B mod N is never 0. */
export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(64).toString('hex'));
    const B = (k * v + powModN(g, b)) % N;
    if (B !== 0n) return { bHex: b.toString(16), BHex: B.toString(16) };
  }
}

/** Amplify's client ephemeral is refused, as by Cognito, when A mod N is 0. */
export function isValidClientEphemeral(AHex: string): boolean {
  return /^[0-9a-f]+$/i.test(AHex) && hexToBigInt(AHex) % N !== 0n;
}

/** The 16-byte HKDF key both sides derive from S = (A·v^u)^b mod N, with u = H(PAD(A) | PAD(B)). */
export function deriveSessionKey(input: {
  AHex: string;
  BHex: string;
  bHex: string;
  verifierHex: string;
}): Buffer {
  const A = hexToBigInt(input.AHex);
  const u = hexToBigInt(hashHex(padHex(A) + padHex(hexToBigInt(input.BHex))));
  const v = hexToBigInt(input.verifierHex);
  const S = powModN((A * powModN(v, u)) % N, hexToBigInt(input.bHex));
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

/** base64(HMAC(key, poolName | userIdForSrp | secretBlock bytes | timestamp)), the PASSWORD_CLAIM_SIGNATURE. */
export function passwordClaimSignature(input: {
  key: Buffer;
  poolName: string;
  userIdForSrp: string;
  secretBlock: string;
  timestamp: string;
}): string {
  return createHmac('sha256', input.key)
    .update(Buffer.from(input.poolName, 'utf8'))
    .update(Buffer.from(input.userIdForSrp, 'utf8'))
    .update(Buffer.from(input.secretBlock, 'base64'))
    .update(Buffer.from(input.timestamp, 'utf8'))
    .digest('base64');
}

/** Compares secrets without leaking, through timing, how much of a guess was right. */
export function sameSecret(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(actual, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The part of the pool id after '_', as Amplify derives it. */
export function poolNameOf(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? '';
}

/** The pool id's part before '_': its AWS region (`us-east-1_AbC` -> `us-east-1`; the embedded `local`). */
export function regionOfPool(userPoolId: string): string {
  return userPoolId.split('_')[0] ?? '';
}
