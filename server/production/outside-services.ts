import path from 'node:path';
import type { ServerConfig } from '../config.ts';

/** One outside service and where this server will call it, as the start-up output lists them. */
export type OutsideService = { service: string; target: string };

/** The embedded emulators all live under this server's `/emulators/` (server/emulators). */
const described = (url: string) => (url.includes('/emulators/') ? `emulador embutido (${url})` : url);

/** A URL without its user and password: SMTP_URL carries them. */
function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/**
 * Every outside service this configuration calls, so whoever starts a server sees at once which real
 * providers it reaches (and which are still the embedded emulators); no secret is printed.
 */
export function outsideServices(config: ServerConfig): OutsideService[] {
  const media = config.mediaStore;
  return [
    { service: 'Identidade (chaves dos tokens)', target: config.jwksUrl },
    { service: 'Robô de reuniões (Recall.ai)', target: described(config.recall.baseUrl) },
    { service: 'IA', target: config.ai?.baseUrl ?? 'IA extrativa embutida' },
    { service: 'Transcrição', target: config.stt?.baseUrl ?? 'nenhuma (envios aguardam um provedor)' },
    {
      service: 'E-mail',
      target: config.mail.smtpUrl
        ? withoutCredentials(config.mail.smtpUrl)
        : `servidor SMTP embutido (${config.mail.outboxFile})`,
    },
    {
      service: 'Mídia',
      target:
        media.kind === 's3'
          ? `S3 ${media.bucket} (${media.endpoint ?? media.region})`
          : `disco local (${path.join(config.dataDir, 'media')})`,
    },
    { service: 'Google Agenda', target: described(config.google.calendarBaseUrl) },
    { service: 'Outlook (Microsoft Graph)', target: described(config.microsoft.graphBaseUrl) },
    ...Object.entries(config.crm.baseUrls).map(([crm, url]) => ({
      service: `CRM ${crm}`,
      target: described(url),
    })),
  ];
}
