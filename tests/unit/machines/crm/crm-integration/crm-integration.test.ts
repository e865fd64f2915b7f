import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  crmIntegrationMachine,
  type CrmIntegrationContext,
} from '../../../../../src/machines/crm/crm-integration/crm-integration.machine.ts';
import {
  selectCardState,
  selectDraft,
  selectFailure,
  selectMaskedKey,
} from '../../../../../src/machines/crm/crm-integration/selectors.ts';
import type { CrmIntegration } from '../../../../../src/api-contract/crm.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  crmNetworkError,
  hubspotOff,
  hubspotOn,
  refusedKeyError,
} from '../../../../model/crm/crm-integration.fixtures.ts';

const pending = <T>() => new Promise<T>(() => {});
const machine = crmIntegrationMachine.provide({
  actors: {
    loadIntegration: fromPromise(() => pending<CrmIntegration>()),
    saveKey: fromPromise(() => pending<CrmIntegration>()),
  },
});
const base: CrmIntegrationContext = { provider: 'hubspot', integration: null, draft: '', failure: null };

function startIn(value: string, context: Partial<CrmIntegrationContext> = {}) {
  const snapshot = machine.resolveState({ value, context: { ...base, ...context } });
  return createActor(machine, { snapshot, input: { provider: 'hubspot' } }).start();
}

describe('crm-integration', () => {
  it('loads the connection: disconnected, connected (key masked), or a failure to retry', () => {
    const actor = createActor(machine, { input: { provider: 'hubspot' } }).start();
    expect(selectCardState(actor.getSnapshot())).toBe('loading');
    sendDone(actor, 'loadIntegration', hubspotOff);
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');

    const on = startIn('loading');
    sendDone(on, 'loadIntegration', hubspotOn);
    expect(selectCardState(on.getSnapshot())).toBe('connected');
    expect(selectMaskedKey(on.getSnapshot())).toBe('••••pota');

    const failed = startIn('loading');
    sendError(failed, 'loadIntegration', crmNetworkError);
    expect(selectCardState(failed.getSnapshot())).toBe('loadFailed');
    expect(selectFailure(failed.getSnapshot())?.key).toBe('errors:request.network');
    failed.send({ type: 'retry' });
    expect(selectCardState(failed.getSnapshot())).toBe('loading');
  });

  it('a blank key is not sent; a typed key is checked, and a refusal keeps it with the reason', () => {
    const actor = startIn('disconnected', { integration: hubspotOff });
    actor.send({ type: 'key.submit', key: '   ' });
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');
    actor.send({ type: 'key.submit', key: 'pat-errada-1234' });
    expect(selectCardState(actor.getSnapshot())).toBe('connecting');
    sendError(actor, 'connect', refusedKeyError);
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');
    expect(selectDraft(actor.getSnapshot())).toBe('pat-errada-1234');
    expect(selectFailure(actor.getSnapshot())).toMatchObject({
      key: 'errors:request.refused',
      detail: 'O HubSpot recusou esta chave. Confira a chave e tente de novo.',
    });
    actor.send({ type: 'key.submit', key: 'pat-demo-pauta-hubspot' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    sendDone(actor, 'connect', hubspotOn);
    expect(selectCardState(actor.getSnapshot())).toBe('connected');
    expect(selectDraft(actor.getSnapshot())).toBe('');
  });

  it('removing asks first; cancel keeps it, a failure stays connected, success disconnects', () => {
    const actor = startIn('connected', { integration: hubspotOn });
    actor.send({ type: 'remove' });
    expect(selectCardState(actor.getSnapshot())).toBe('confirmingRemove');
    actor.send({ type: 'remove.cancel' });
    expect(selectCardState(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'remove' });
    actor.send({ type: 'remove.confirm' });
    expect(selectCardState(actor.getSnapshot())).toBe('removing');
    sendError(actor, 'remove', crmNetworkError);
    expect(selectCardState(actor.getSnapshot())).toBe('connected');
    expect(selectFailure(actor.getSnapshot())).not.toBeNull();
    actor.send({ type: 'remove' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'remove.confirm' });
    sendDone(actor, 'remove', hubspotOff);
    expect(selectCardState(actor.getSnapshot())).toBe('disconnected');
    expect(selectMaskedKey(actor.getSnapshot())).toBeNull();
  });
});
