import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { crmIntegrationActors } from '../../../src/machines/crm/crm-integration/actors.ts';
import { crmIntegrationMachine } from '../../../src/machines/crm/crm-integration/crm-integration.machine.ts';
import { crmNetworkError, hubspotOff, hubspotOn, refusedKeyError } from './crm-integration.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  loadIntegration: { done: [hubspotOff, hubspotOn], error: [crmNetworkError] },
  saveKey: { done: [hubspotOn], error: [refusedKeyError] },
} satisfies ActorFixtures<typeof crmIntegrationActors>;

// One actor, two invocations: connecting answers the connection, removing the disconnection.
const byInvokeId = {
  loadIntegration: fixtures.loadIntegration,
  connect: fixtures.saveKey,
  remove: { done: [hubspotOff], error: [crmNetworkError] },
};

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...crmIntegrationMachine.config,
    context: { provider: 'hubspot', integration: null, draft: '', failure: null },
  } as unknown as Parameters<typeof createMachine>[0],
  crmIntegrationMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('crmIntegration: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'crmIntegration',
    machine: modelled,
    sut: modelled.provide({ actors: { loadIntegration: never, saveKey: never } }),
    userEvents: [
      { type: 'retry' },
      { type: 'key.submit', key: 'pat-demo-pauta-hubspot' },
      { type: 'remove' },
      { type: 'remove.confirm' },
      { type: 'remove.cancel' },
    ],
    fixtures: byInvokeId,
    invariants: {
      connected: (actual) => expect(actual.context.integration?.connected).toBe(true),
      disconnected: (actual) => expect(actual.context.integration?.connected ?? false).toBe(false),
      connecting: (actual) => expect(actual.hasTag('busy')).toBe(true),
      removing: (actual) => expect(actual.hasTag('busy')).toBe(true),
    },
  });
}, 120_000);
