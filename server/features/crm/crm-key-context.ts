import type { CrmProvider } from '../../../src/api-contract/crm.ts';

/** The secret box context of a user's key: a sealed key copied to another row or provider does not open. */
export const crmKeyContext = (provider: CrmProvider, userId: string) => `crm:${provider}:${userId}`;
