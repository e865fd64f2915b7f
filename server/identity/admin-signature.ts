import { timingSafeEqual } from 'node:crypto';
import {
  invalidSignature,
  missingAuthenticationToken,
  notAuthorized,
  unrecognizedClient,
} from './cognito-errors.ts';
import type { AdminCredentials } from './admin-credentials.ts';

const service = 'cognito-idp';
/** How far the request's X-Amz-Date may be from the pool's clock, as AWS allows. */
const allowedSkewMs = 5 * 60 * 1000;

export type SignedRequest = { method: string; url: string; headers: Headers; body: string };

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

/** `20261128T220805Z` -> the Date it names; null when malformed. */
function amzDate(value: string | null): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
}

/**
 * Checks an admin request's AWS Signature Version 4 as Cognito does: the key must be the pool's, the
 * scope this region and `cognito-idp`, the date within five minutes of `now`, and the signature the one
 * the secret gives over the headers it names and the body. Throws Cognito's error otherwise.
 */
export async function verifyAdminSignature(
  request: SignedRequest,
  expected: { credentials: AdminCredentials; region: string; now: Date },
): Promise<void> {
  const authorization = request.headers.get('authorization');
  if (!authorization) throw missingAuthenticationToken();
  const match = authorizationPattern.exec(authorization);
  if (!match) throw invalidSignature();
  const [, accessKeyId, scopeDate, region, scopeService, signedHeaderList, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (accessKeyId !== expected.credentials.accessKeyId) throw unrecognizedClient();
  const signedAt = amzDate(request.headers.get('x-amz-date'));
  if (!signedAt || region !== expected.region || scopeService !== service) throw invalidSignature();
  if (Math.abs(signedAt.getTime() - expected.now.getTime()) > allowedSkewMs) {
    throw notAuthorized('Signature expired: the request date is too far from the server time.');
  }
  if (scopeDate !== request.headers.get('x-amz-date')?.slice(0, 8)) throw invalidSignature();

  // The request as the client signed it: the headers it named, nothing else, then signed again here.
  const url = new URL(request.url);
  const signedHeaders = signedHeaderList.split(';');
  const headers = Object.fromEntries(signedHeaders.map((name) => [name, request.headers.get(name) ?? '']));
  // AWS's signer is loaded with the first administrative call, not at start (issue 29, item 5: most starts
  // make none; docs/benchmarks.md, Memory).
  const [{ SignatureV4 }, { Sha256 }] = await Promise.all([
    import('@smithy/signature-v4'),
    import('@aws-crypto/sha256-js'),
  ]);
  const signer = new SignatureV4({ service, region, credentials: expected.credentials, sha256: Sha256 });
  const resigned = await signer.sign(
    {
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: request.body,
    },
    { signingDate: signedAt },
  );
  const ours = String(resigned.headers.authorization ?? '').split('Signature=')[1] ?? '';
  const same = ours.length === signature.length && timingSafeEqual(Buffer.from(ours), Buffer.from(signature));
  if (!same) throw invalidSignature();
}
