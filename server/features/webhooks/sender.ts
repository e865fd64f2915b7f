import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, isRefusedAsWritten, type DestinationPolicy, type Resolve } from './address-guard.ts';
import { signatureOf } from './signature.ts';

/** One attempt at delivering one event. `body` is sent byte for byte as signed. */
export type WebhookRequest = {
  url: string;
  secret: string;
  eventId: string;
  event: string;
  body: string;
  /** 1 for the first attempt: receivers can tell a retry apart. */
  attempt: number;
  now: Date;
};

/** delivered: a 2xx answer. Otherwise the HTTP status (when there was one) and what failed, in pt-BR. */
export type WebhookOutcome = { delivered: boolean; httpStatus: number | null; error: string | null };

export type WebhookSender = { send(request: WebhookRequest): Promise<WebhookOutcome> };

/**
 * Every failure without an HTTP answer, in one sentence: a refused destination, a name that does not
 * resolve, a closed port, a timeout and a TLS handshake with something else all read alike, so the
 * deliveries list cannot be used to learn which addresses and ports answer (issue 25 item 7).
 */
const undelivered = (host: string): WebhookOutcome => ({
  delivered: false,
  httpStatus: null,
  error: `Não foi possível entregar o webhook em ${host}. Confira se a URL é pública (redes privadas e este servidor não são aceitos) e se o seu servidor está no ar.`,
});

function outcomeOf(response: IncomingMessage, host: string): WebhookOutcome {
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return { delivered: true, httpStatus: status, error: null };
  const error =
    status >= 300 && status < 400
      ? `${host} respondeu ${status} (redirecionamento); redirecionamentos não são seguidos.`
      : `${host} respondeu com o código ${status}.`;
  return { delivered: false, httpStatus: status, error };
}

/**
 * The real webhook adapter: a signed JSON POST to the user's URL over http(s), through the SSRF guard
 * (address-guard.ts, with the installation's DestinationPolicy), with a timeout for the whole exchange and
 * no redirects followed (Node's request never follows them; a 3xx is a failed attempt). The answer's body
 * is read and dropped.
 */
export function createWebhookSender(
  options: DestinationPolicy & {
    timeoutMs: number;
    /** The resolver behind the guard; the system's by default (tests give names their own addresses). */
    resolve?: Resolve;
  },
): WebhookSender {
  const lookup = guardedLookup(options, options.resolve);
  const { timeoutMs } = options;

  return {
    send(request) {
      const url = new URL(request.url);
      const host = url.host;
      if (isRefusedAsWritten(url, options)) return Promise.resolve(undelivered(host));
      const timestamp = Math.floor(request.now.getTime() / 1000);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<WebhookOutcome>((resolve) => {
        const outgoing = send(
          url,
          {
            method: 'POST',
            agent: false,
            lookup,
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'content-length': Buffer.byteLength(request.body),
              'user-agent': 'Pauta-Webhook/1.0',
              'x-pauta-event': request.event,
              'x-pauta-event-id': request.eventId,
              'x-pauta-delivery-attempt': String(request.attempt),
              'x-pauta-timestamp': String(timestamp),
              'x-pauta-signature': signatureOf(request.secret, timestamp, request.body),
            },
          },
          (response) => {
            clearTimeout(timer);
            // The answer's body means nothing to us: drained, and dropped if it never ends.
            const drop = setTimeout(() => response.destroy(), timeoutMs);
            response.on('close', () => clearTimeout(drop));
            response.resume();
            resolve(outcomeOf(response, host));
          },
        );
        const timer = setTimeout(() => outgoing.destroy(new Error('timed out')), timeoutMs);
        outgoing.on('error', () => {
          clearTimeout(timer);
          resolve(undelivered(host));
        });
        outgoing.end(request.body);
      });
    },
  };
}
