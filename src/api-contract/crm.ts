/*
 * CRM integrations (spec sections 1 and 7, issue 11): each user connects HubSpot, RD Station CRM and
 * Pipedrive with an API key. The key is checked with the provider when saved, kept sealed on the server and
 * only ever shown masked; when a meeting is done its summary goes to the CRM as a note.
 */
import { z } from 'zod';

export const crmProviders = ['hubspot', 'rdstation', 'pipedrive'] as const;
export const crmProviderSchema = z.enum(crmProviders);
export type CrmProvider = z.infer<typeof crmProviderSchema>;

/** How the product and its messages name each CRM. */
export const crmProviderNames: Record<CrmProvider, string> = {
  hubspot: 'HubSpot',
  rdstation: 'RD Station CRM',
  pipedrive: 'Pipedrive',
};

/** The body field of `PATCH /api/users/integrations/{provider}` (spec section 7). */
export const crmKeyFields = {
  hubspot: 'apikeyHubspot',
  rdstation: 'apikeyRdStation',
  pipedrive: 'apikeyPipedrive',
} as const satisfies Record<CrmProvider, string>;

export const crmKeyMinLength = 8;
export const crmKeyMaxLength = 200;

export const crmMessages = {
  tooShort: `A chave deve ter pelo menos ${crmKeyMinLength} caracteres.`,
  tooLong: `A chave pode ter no máximo ${crmKeyMaxLength} caracteres.`,
  badCharacters: 'A chave deve ter só letras, números e símbolos, sem espaços.',
  refused: (provider: CrmProvider) =>
    `O ${crmProviderNames[provider]} recusou esta chave. Confira a chave e tente de novo.`,
  unavailable: (provider: CrmProvider) =>
    `Não foi possível falar com o ${crmProviderNames[provider]} para conferir a chave. Tente de novo em alguns minutos.`,
};

/**
 * A key as typed: trimmed, printable ASCII without spaces (every provider's keys are), 8 to 200 characters
 * (showing its last 4 must not show it all). Null or empty removes the connection.
 */
export const crmKeyTextSchema = z
  .string()
  .trim()
  .max(crmKeyMaxLength, crmMessages.tooLong)
  .refine((key) => key === '' || key.length >= crmKeyMinLength, crmMessages.tooShort)
  .refine((key) => key === '' || /^[\x21-\x7e]+$/.test(key), crmMessages.badCharacters);
const keyField = crmKeyTextSchema.nullable();

export const hubspotKeyBodySchema = z.object({ apikeyHubspot: keyField });
export const rdstationKeyBodySchema = z.object({ apikeyRdStation: keyField });
export const pipedriveKeyBodySchema = z.object({ apikeyPipedrive: keyField });

/** `GET`/`PATCH /api/users/integrations/{provider}`: the caller's connection, the key masked. */
export const crmIntegrationSchema = z.object({
  integrationType: crmProviderSchema,
  connected: z.boolean(),
  /** "••••" and the key's last 4 characters; null when not connected. */
  maskedKey: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CrmIntegration = z.infer<typeof crmIntegrationSchema>;

/** What the page shows for a key: never more than its last 4 characters. */
export const maskCrmKey = (last4: string) => `••••${last4}`;
