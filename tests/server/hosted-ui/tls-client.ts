import { readFile } from 'node:fs/promises';
import { request, type RequestOptions } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { TestServer } from '../support/test-server.ts';

export type TlsResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The redirect target, resolved against the request URL; null when the answer is not a redirect. */
  location: URL | null;
  /** `name=value` of each Set-Cookie, for the next request's Cookie header. */
  cookies: string[];
};

/** The hosted UI's certificate as the server stored it: the trust anchor of every request below. */
export const hostedUiCertificate = (server: TestServer) =>
  readFile(path.resolve(server.running.config.dataDir, 'tls', 'localhost-cert.pem'), 'utf8');

/**
 * One HTTPS request that verifies the server against the given certificate (no trust switched off) and
 * never follows redirects, so each hop of the OAuth flow can be inspected.
 */
export function tlsRequest(
  url: string,
  init: { ca: string; method?: string; headers?: Record<string, string>; form?: Record<string, string> },
): Promise<TlsResponse> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const options: RequestOptions = {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    ca: init.ca,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...init.headers,
    },
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, options, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const location = incoming.headers.location;
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          location: location ? new URL(location, url) : null,
          cookies: (incoming.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? ''),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
