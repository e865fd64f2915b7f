import type { ServerConfig } from '../../../config.ts';
import type { CrmProvider } from '../../../../src/api-contract/crm.ts';
import { createHubSpotAdapter } from './hubspot.ts';
import { createPipedriveAdapter } from './pipedrive.ts';
import type { CrmAdapter } from './provider.ts';
import { createRdStationAdapter } from './rdstation.ts';

export type CrmAdapters = Record<CrmProvider, CrmAdapter>;

/**
 * The three CRMs' real adapters, each at its configured base URL: the provider's own
 * (HUBSPOT_BASE_URL, RDSTATION_BASE_URL, PIPEDRIVE_BASE_URL) or, by default, the emulator this server
 * embeds under /emulators/*.
 */
export function createCrmAdapters(config: Pick<ServerConfig, 'crm'>): CrmAdapters {
  const { crm } = config;
  const http = { timeoutMs: crm.timeoutMs, retryDelayMs: crm.retryDelayMs };
  return {
    hubspot: createHubSpotAdapter(crm.baseUrls.hubspot, http),
    rdstation: createRdStationAdapter(crm.baseUrls.rdstation, http),
    pipedrive: createPipedriveAdapter(crm.baseUrls.pipedrive, http),
  };
}
