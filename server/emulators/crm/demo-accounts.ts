import type { CrmProvider } from '../../../src/api-contract/crm.ts';
import { clients } from '../../db/seed/clients.ts';

/**
 * The emulators' accounts: the keys they accept (docs/configuration.md lists them) and the demo company's customers as
 * CRM contacts, so the seed's meeting participants find their contact and deal. The first contact of each
 * customer has an open deal; the second has none.
 */
export const demoKeys = {
  hubspot: { valid: 'pat-demo-pauta-hubspot', unavailable: 'pat-demo-pauta-indisponivel' },
  rdstation: { valid: 'demo-pauta-rdstation', unavailable: 'demo-pauta-rd-indisponivel' },
  pipedrive: { valid: 'demo-pauta-pipedrive', unavailable: 'demo-pauta-pd-indisponivel' },
} as const satisfies Record<CrmProvider, { valid: string; unavailable: string }>;

/** How a key fares with an emulator: refused (401), accepted, or accepted but every write answers 503. */
export function keyStanding(
  provider: CrmProvider,
  key: string | undefined,
): 'refused' | 'valid' | 'unavailable' {
  if (key === demoKeys[provider].valid) return 'valid';
  if (key === demoKeys[provider].unavailable) return 'unavailable';
  return 'refused';
}

export type DemoContact = {
  index: number;
  name: string;
  email: string;
  company: string;
  deal: { index: number; title: string; amount: number } | null;
};

export const demoContacts: DemoContact[] = Object.values(clients).flatMap((client, clientIndex) =>
  client.contacts.map((contact, contactIndex) => ({
    index: clientIndex * 2 + contactIndex,
    name: contact.name,
    email: contact.email,
    company: client.company,
    deal:
      contactIndex === 0
        ? { index: clientIndex, title: `${client.company} — proposta`, amount: 25_000 + clientIndex * 7_500 }
        : null,
  })),
);

export const findDemoContact = (email: string) =>
  demoContacts.find((contact) => contact.email.toLowerCase() === email.trim().toLowerCase());

export const demoDeals = demoContacts.flatMap((contact) =>
  contact.deal ? [{ ...contact.deal, contact }] : [],
);
