/**
 * Which webhook URLs a user may save (issue 11), for the form and the server alike: https only, http only
 * for the developer's own machine. Where a name resolves to is checked again by the server at every send
 * (server/webhook/address-guard.ts): a URL that passes here may still be refused there.
 */
export const webhookUrlMaxLength = 2000;

/** Host names that mean "this machine", as the URL parser writes them (IPv6 in brackets). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const webhookUrlMessages = {
  invalid: 'Informe uma URL completa, como https://exemplo.com.br/webhook.',
  tooLong: `A URL pode ter no máximo ${webhookUrlMaxLength} caracteres.`,
  notHttps: 'Use uma URL https:// (http:// só é aceito para localhost).',
  credentials: 'A URL não pode conter usuário e senha: use o segredo de assinatura para autenticar.',
} as const;

export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname.toLowerCase());
}

/** Why the URL cannot be saved, in pt-BR, or null when it can. `url` is already trimmed and not empty. */
export function webhookUrlProblem(url: string): string | null {
  if (url.length > webhookUrlMaxLength) return webhookUrlMessages.tooLong;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return webhookUrlMessages.invalid;
  }
  if (!parsed.hostname) return webhookUrlMessages.invalid;
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) {
    return parsed.protocol === 'http:' ? webhookUrlMessages.notHttps : webhookUrlMessages.invalid;
  }
  if (parsed.username || parsed.password) return webhookUrlMessages.credentials;
  return null;
}
