import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { ForbiddenAddressError, guardedLookup, isAllowedAddress } from './address-guard.ts';
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

/** delivered: a 2xx answer. Otherwise the HTTP status (when there was one) and why, in pt-BR. */
export type WebhookOutcome = { delivered: boolean; httpStatus: number | null; error: string | null };

export type WebhookSender = { send(request: WebhookRequest): Promise<WebhookOutcome> };

class TimeoutError extends Error {}

const tlsCodes = /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER)/;

function failureOf(error: unknown, host: string, timeoutMs: number): string {
  if (error instanceof ForbiddenAddressError) return error.message;
  if (error instanceof TimeoutError) return `${host} não respondeu em ${Math.round(timeoutMs / 1000)} s.`;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Não foi possível encontrar o endereço ${host}.`;
  if (code === 'ECONNREFUSED') return `${host} recusou a conexão.`;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `A conexão com ${host} foi interrompida.`;
  if (tlsCodes.test(code)) return `Falha na conexão segura (TLS) com ${host}: certificado não aceito.`;
  return `Falha de rede ao enviar para ${host}.`;
}

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
 * (address-guard.ts), with a timeout for the whole exchange and no redirects followed (Node's request
 * never follows them; a 3xx is a failed attempt). The answer's body is read and dropped.
 */
export function createWebhookSender(options: {
  timeoutMs: number;
  /** The resolver behind the guard; the system's by default (tests give names their own addresses). */
  lookup?: LookupFunction;
}): WebhookSender {
  const lookup = options.lookup ?? guardedLookup();
  const { timeoutMs } = options;

  return {
    send(request) {
      const url = new URL(request.url);
      const host = url.host;
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !isAllowedAddress(literal, url.hostname)) {
        const error = new ForbiddenAddressError(url.hostname).message;
        return Promise.resolve({ delivered: false, httpStatus: null, error });
      }
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
        const timer = setTimeout(() => outgoing.destroy(new TimeoutError()), timeoutMs);
        outgoing.on('error', (error) => {
          clearTimeout(timer);
          resolve({ delivered: false, httpStatus: null, error: failureOf(error, host, timeoutMs) });
        });
        outgoing.end(request.body);
      });
    },
  };
}
