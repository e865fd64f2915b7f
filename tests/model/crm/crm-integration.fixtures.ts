import type { CrmIntegration } from '../../../src/api-contract/crm.ts';
import { crmMessages } from '../../../src/api-contract/crm.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** One CRM's connection and the API's refusals, for the CRM card tests (transition, model, view). */
export const hubspotOff: CrmIntegration = {
  integrationType: 'hubspot',
  connected: false,
  maskedKey: null,
  updatedAt: null,
};

export const hubspotOn: CrmIntegration = {
  integrationType: 'hubspot',
  connected: true,
  maskedKey: '••••pota',
  updatedAt: '2026-03-12T14:00:00.000Z',
};

export const refusedKeyError = new HttpError(400, crmMessages.refused('hubspot'), {
  body: { status: 400, title: 'Bad Request', message: crmMessages.refused('hubspot') },
});
export const crmNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
