import { z } from 'zod';
import { configSlice, withoutTrailingSlash, type ServerAddresses } from '../../config-slice.ts';

/** CRM adapters (server/features/crm/adapters) and their embedded emulators (server/emulators/crm). */
export type CrmConfig = {
  baseUrls: { hubspot: string; rdstation: string; pipedrive: string };
  timeoutMs: number;
  retryDelayMs: number;
  keyChecksPerMinute: number;
  emulators: boolean;
};

export const crmConfig = configSlice({
  title: 'CRM integrations',
  intro: [
    '`/config/integrations`, section "CRM". Each user connects HubSpot (a private app token), RD Station CRM',
    '(the instance API token) and Pipedrive (the personal API token) with',
    '`PATCH /api/users/integrations/hubspot|rdstation|pipedrive` (`{apikeyHubspot}`, `{apikeyRdStation}`,',
    '`{apikeyPipedrive}`; `null` or empty disconnects). The server checks the key with the CRM before storing it',
    '(a refused key is a 400 in Portuguese and nothing is kept; `CRM_KEY_CHECKS_PER_MINUTE` per user), stores it',
    'sealed ([Secrets at rest](#secrets-at-rest)) and only ever answers it masked',
    '(`GET /api/users/integrations/<crm>`: `••••` and the last 4 characters). When a meeting is done and',
    'analysed, each CRM its owner connected gets a note with the summary, next steps and template answers',
    "(pt-BR) on the contact with a participant's e-mail, and on that contact's deal (HubSpot: the first",
    "associated deal; Pipedrive: the first open deal; RD Station keeps notes on deals only). The meeting's",
    'history always says what happened: "Nota no HubSpot: registrada no contato …", no contact with the',
    "participants' e-mails, or why it failed (key refused, CRM down after 3 tries). The adapters",
    "(`server/features/crm/adapters/`) call each CRM's real API: HubSpot `GET /crm/v3/objects/contacts`,",
    '`POST /crm/v3/objects/contacts/search`, `GET /crm/v4/objects/contacts/{id}/associations/deals`,',
    '`POST /crm/v3/objects/notes` (Bearer token); RD Station CRM `GET /api/v1/users`,',
    '`GET /api/v1/contacts?email=`, `GET /api/v1/deals/{id}`, `POST /api/v1/activities` (`token` parameter);',
    'Pipedrive `GET /v1/users/me`, `GET /v1/persons/search`, `GET /v1/persons/{id}/deals`, `POST /v1/notes`',
    '(`api_token` parameter). By default they talk to emulators of those paths inside this server',
    '(`/emulators/hubspot`, `/emulators/rdstation`, `/emulators/pipedrive`), whose contacts and deals are the',
    'demo seed\'s customers (e.g. `juliana.ferraz@bompreco.com.br` has the deal "Grupo Varejo Bom Preço —',
    'proposta") and which accept these demo keys:',
    '',
    '| CRM | Demo key | Accepted, but every write answers 503 (to see a failure) |',
    '| --- | --- | --- |',
    '| HubSpot | `pat-demo-pauta-hubspot` | `pat-demo-pauta-indisponivel` |',
    '| RD Station CRM | `demo-pauta-rdstation` | `demo-pauta-rd-indisponivel` |',
    '| Pipedrive | `demo-pauta-pipedrive` | `demo-pauta-pd-indisponivel` |',
    '',
    'The notes the emulators received are listed, newest first, at',
    '`GET /emulators/_notes?provider=<crm>&email=<contact>` from this machine only (kept in memory, 500 at most;',
    '`CRM_EMULATORS=false` turns the emulators off). To use the real CRMs set',
    '`HUBSPOT_BASE_URL=https://api.hubapi.com`, `RDSTATION_BASE_URL=https://crm.rdstation.com` and',
    '`PIPEDRIVE_BASE_URL=https://api.pipedrive.com` (or `https://<empresa>.pipedrive.com/api`), each',
    'independently.',
  ].join('\n'),
  env: z.object({
    HUBSPOT_BASE_URL: z
      .url()
      .optional()
      .describe("HubSpot's API (`https://api.hubapi.com`); unset: the emulator under `/emulators/hubspot`."),
    RDSTATION_BASE_URL: z
      .url()
      .optional()
      .describe(
        "RD Station CRM's API (`https://crm.rdstation.com`); unset: the emulator under `/emulators/rdstation`.",
      ),
    PIPEDRIVE_BASE_URL: z
      .url()
      .optional()
      .describe(
        "Pipedrive's API (`https://api.pipedrive.com` or `https://<empresa>.pipedrive.com/api`); unset: the emulator under `/emulators/pipedrive`.",
      ),
    CRM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10_000)
      .describe(
        "Each CRM call's time limit, in milliseconds; 5xx, 429 and timeouts are tried twice more, waiting `CRM_RETRY_DELAY_MS`, then double.",
      ),
    CRM_RETRY_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(500)
      .describe(
        'The wait before the first retry of a CRM call, in milliseconds (the second waits twice as long).',
      ),
    CRM_KEY_CHECKS_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .describe(
        'Key checks (`PATCH /api/users/integrations/hubspot|rdstation|pipedrive`) a user may make per minute, then 429: each calls the CRM.',
      ),
    CRM_EMULATORS: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        'Serve the CRM emulators (`/emulators/hubspot`, `/rdstation`, `/pipedrive`, `/_notes`); `false` answers 404 there.',
      ),
  }),
  productionDefaults: {
    HUBSPOT_BASE_URL: 'https://api.hubapi.com',
    RDSTATION_BASE_URL: 'https://crm.rdstation.com',
    PIPEDRIVE_BASE_URL: 'https://api.pipedrive.com',
    CRM_EMULATORS: 'false',
  },
  shownDefaults: {
    HUBSPOT_BASE_URL: 'the emulator',
    RDSTATION_BASE_URL: 'the emulator',
    PIPEDRIVE_BASE_URL: 'the emulator',
  },
  /** Loopback, not PUBLIC_URL: the server calls its own emulator, whatever address the browser uses. */
  read(values, { port }: Pick<ServerAddresses, 'port'>): CrmConfig {
    const emulator = (name: string) => `http://127.0.0.1:${port}/emulators/${name}`;
    return {
      baseUrls: {
        hubspot: withoutTrailingSlash(values.HUBSPOT_BASE_URL) ?? emulator('hubspot'),
        rdstation: withoutTrailingSlash(values.RDSTATION_BASE_URL) ?? emulator('rdstation'),
        pipedrive: withoutTrailingSlash(values.PIPEDRIVE_BASE_URL) ?? emulator('pipedrive'),
      },
      timeoutMs: values.CRM_TIMEOUT_MS,
      retryDelayMs: values.CRM_RETRY_DELAY_MS,
      keyChecksPerMinute: values.CRM_KEY_CHECKS_PER_MINUTE,
      emulators: values.CRM_EMULATORS === 'true',
    };
  },
});
