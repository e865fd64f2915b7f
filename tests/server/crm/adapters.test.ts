import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmEmulatorRoutes } from '../../../server/emulators/crm/index.ts';
import { CrmKeyRefused, CrmUnavailable } from '../../../server/features/crm/adapters/errors.ts';
import { createHubSpotAdapter } from '../../../server/features/crm/adapters/hubspot.ts';
import { createPipedriveAdapter } from '../../../server/features/crm/adapters/pipedrive.ts';
import type { CrmAdapter, CrmNote } from '../../../server/features/crm/adapters/provider.ts';
import { createRdStationAdapter } from '../../../server/features/crm/adapters/rdstation.ts';
import { demoKeys } from '../../../server/emulators/crm/demo-accounts.ts';
import type { CrmProvider } from '../../../src/api-contract/crm.ts';
import { startEmulators, type EmulatorServer } from './emulator-server.ts';

// The seed's Bom Preço customer: Juliana has an open deal, André has none.
const withDeal = 'juliana.ferraz@bompreco.com.br';
const withoutDeal = 'andre.moura@bompreco.com.br';
const stranger = 'ninguem@exemplo.com.br';
const http = { timeoutMs: 2000, retryDelayMs: 0 };
const note = (text: string): CrmNote => ({ plain: text, html: `<p>${text}</p>`, at: new Date() });

let emulators: EmulatorServer;
beforeAll(async () => {
  emulators = await startEmulators();
});
afterAll(async () => {
  await emulators?.close();
});

const makers: Record<CrmProvider, (base: string) => CrmAdapter> = {
  hubspot: (base) => createHubSpotAdapter(base, http),
  rdstation: (base) => createRdStationAdapter(base, http),
  pipedrive: (base) => createPipedriveAdapter(base, http),
};
const adapterOf = (provider: CrmProvider) => makers[provider](`${emulators.base}/${provider}`);

describe.each(['hubspot', 'rdstation', 'pipedrive'] as const)(
  '%s adapter against its emulator',
  (provider) => {
    const keys = demoKeys[provider];

    it('accepts the demo key and refuses another', async () => {
      await expect(adapterOf(provider).verifyKey(keys.valid)).resolves.toBeUndefined();
      await expect(adapterOf(provider).verifyKey('chave-errada-123')).rejects.toBeInstanceOf(CrmKeyRefused);
    });

    it("adds the note to the first participant the CRM knows, and to that contact's deal", async () => {
      const text = `Resumo ${provider} ${Date.now()}`;
      const outcome = await adapterOf(provider).addNote(keys.valid, [stranger, withDeal], note(text));
      expect(outcome).toMatchObject({
        kind: 'added',
        contact: { email: withDeal },
        deal: { title: 'Grupo Varejo Bom Preço — proposta' },
      });
      const [received] = await emulators.notes(`?provider=${provider}&email=${withDeal}`);
      expect(received).toMatchObject({
        contactEmail: withDeal,
        dealTitle: 'Grupo Varejo Bom Preço — proposta',
      });
      expect(received?.body).toContain(text);
      expect(received?.body.startsWith('<p>')).toBe(provider !== 'rdstation');
    });

    it('says when no participant is a contact, and writes nothing', async () => {
      const before = (await emulators.notes(`?provider=${provider}`)).length;
      expect(await adapterOf(provider).addNote(keys.valid, [stranger], note('x'))).toEqual({
        kind: 'noContact',
      });
      expect(await emulators.notes(`?provider=${provider}`)).toHaveLength(before);
    });

    it('reports the provider unavailable after its retries (503 on writes, or nobody listening)', async () => {
      await expect(
        adapterOf(provider).addNote(keys.unavailable, [withDeal], note('x')),
      ).rejects.toBeInstanceOf(CrmUnavailable);
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      await expect(makers[provider](`http://127.0.0.1:${port}`).verifyKey(keys.valid)).rejects.toBeInstanceOf(
        CrmUnavailable,
      );
    });
  },
);

it('a contact without a deal: HubSpot and Pipedrive note the contact; RD Station (notes live on deals) says so', async () => {
  expect(await adapterOf('hubspot').addNote(demoKeys.hubspot.valid, [withoutDeal], note('a'))).toMatchObject({
    kind: 'added',
    deal: null,
  });
  expect(
    await adapterOf('pipedrive').addNote(demoKeys.pipedrive.valid, [withoutDeal], note('b')),
  ).toMatchObject({
    kind: 'added',
    deal: null,
  });
  expect(
    await adapterOf('rdstation').addNote(demoKeys.rdstation.valid, [withoutDeal], note('c')),
  ).toMatchObject({
    kind: 'noDeal',
    contact: { email: withoutDeal },
  });
  // Another participant's deal takes it.
  expect(
    await adapterOf('rdstation').addNote(demoKeys.rdstation.valid, [withoutDeal, withDeal], note('d')),
  ).toMatchObject({ kind: 'added', contact: { email: withDeal } });
});

it('a hanging provider times out and counts as unavailable', async () => {
  const hanging = createServer(() => {
    // never answers
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  try {
    const adapter = createPipedriveAdapter(base, { timeoutMs: 100, retryDelayMs: 0 });
    await expect(adapter.verifyKey(demoKeys.pipedrive.valid)).rejects.toBeInstanceOf(CrmUnavailable);
  } finally {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  }
});

it('the received notes are for loopback clients only, and CRM_EMULATORS=false serves nothing', async () => {
  // Without a socket (app.request) the caller is not loopback.
  expect((await crmEmulatorRoutes(true).request('/_notes')).status).toBe(404);
  const off = crmEmulatorRoutes(false);
  expect((await off.request('/_notes')).status).toBe(404);
  expect((await off.request('/pipedrive/v1/users/me?api_token=demo-pauta-pipedrive')).status).toBe(404);
});
