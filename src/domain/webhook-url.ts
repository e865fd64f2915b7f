/**
 * Which webhook URLs a user may save (issue 11), for the form and the server alike: https only, http only
 * for the developer's own machine. Where a name resolves to is checked again by the server at every send
 * (server/features/webhooks/address-guard.ts): a URL that passes here may still be refused there.
 */
export const webhookUrlMaxLength = 2000;

/** Host names that mean "this machine", as the URL parser writes them (IPv6 in brackets). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export type WebhookUrlProblem = 'invalid' | 'tooLong' | 'notHttps' | 'credentials';

/** The server's sentences; the form says the same through i18n (integrations:webhook.problems). */
export const webhookUrlMessages: Record<WebhookUrlProblem, string> = {
  invalid: 'Informe uma URL completa, como https://exemplo.com.br/webhook.',
  tooLong: `A URL pode ter no máximo ${webhookUrlMaxLength} caracteres.`,
  notHttps: 'Use uma URL https:// (http:// só é aceito para localhost).',
  credentials: 'A URL não pode conter usuário e senha: use o segredo de assinatura para autenticar.',
};

export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname.toLowerCase());
}

/** What is wrong with the URL, or null when it can be saved. `url` is already trimmed and not empty. */
export function webhookUrlProblem(url: string): WebhookUrlProblem | null {
  if (url.length > webhookUrlMaxLength) return 'tooLong';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (!parsed.hostname) return 'invalid';
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) {
    return parsed.protocol === 'http:' ? 'notHttps' : 'invalid';
  }
  if (parsed.username || parsed.password) return 'credentials';
  return null;
}
