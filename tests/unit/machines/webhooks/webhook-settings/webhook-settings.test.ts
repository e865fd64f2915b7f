import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  selectBusyWith,
  selectDraft,
  selectIntegration,
  selectSaveFailure,
  selectSecret,
  selectTestFailure,
  selectTestResult,
  selectWebhookView,
} from '../../../../../src/machines/webhooks/webhook-settings/selectors.ts';
import { webhookSettingsMachine } from '../../../../../src/machines/webhooks/webhook-settings/webhook-settings.machine.ts';
import type {
  WebhookBody,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../../../src/api-contract/webhook.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import {
  configuredWebhook,
  deliveredPing,
  noWebhook,
  pingResult,
  retryingMeeting,
  savedWithSecret,
} from '../../../../model/webhooks/webhook-settings.fixtures.ts';

const never = <T>() => new Promise<T>(() => {});
let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

function start(
  overrides: {
    load?: () => Promise<WebhookIntegration>;
    save?: (body: WebhookBody) => Promise<WebhookSaved>;
    test?: () => Promise<WebhookTestResult>;
  } = {},
) {
  const machine = webhookSettingsMachine.provide({
    actors: {
      loadWebhook: fromPromise(() => (overrides.load ?? (async () => configuredWebhook))()),
      saveWebhook: fromPromise(({ input }) => (overrides.save ?? (async () => savedWithSecret))(input)),
      testWebhook: fromPromise(() => (overrides.test ?? (async () => pingResult))()),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return actor;
}

const idle = (actor: ReturnType<typeof start>) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));

/** The URLs the machine gave the field (after a save, a new secret, a removal). */
function storedUrls(actor: ReturnType<typeof start>) {
  const urls: string[] = [];
  actor.on('url.stored', ({ url }) => urls.push(url));
  return urls;
}

const refusal = (message: string) =>
  new HttpError(400, 'Bad Request', { body: { status: 400, title: 'Bad Request', message } });

describe('webhook settings: loading', () => {
  it('starts from the saved URL', async () => {
    const actor = start();
    expect(selectWebhookView(actor.getSnapshot())).toBe('loading');
    await idle(actor);
    expect(selectDraft(actor.getSnapshot())).toBe(configuredWebhook.webHook);
    expect(selectIntegration(actor.getSnapshot())?.deliveries).toEqual([retryingMeeting]);
  });

  it('says why it could not load and loads again on retry', async () => {
    const load = vi.fn<() => Promise<WebhookIntegration>>();
    load.mockRejectedValueOnce(new HttpError(500, 'Internal Server Error')).mockResolvedValue(noWebhook);
    const actor = start({ load });
    await vi.waitFor(() => expect(selectWebhookView(actor.getSnapshot())).toBe('failed'));
    actor.send({ type: 'webhook.retry' });
    await idle(actor);
    expect(selectDraft(actor.getSnapshot())).toBe('');
  });
});

describe('webhook settings: saving', () => {
  it.each(['integrations:webhook.problems.empty', 'integrations:webhook.problems.notHttps'] as const)(
    "says the form's refusal %s without a request; typing again clears it",
    async (reason) => {
      const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => savedWithSecret);
      const actor = start({ load: async () => noWebhook, save });
      await idle(actor);
      const stored = storedUrls(actor);
      actor.send({ type: 'url.refused', reason });
      expect(selectSaveFailure(actor.getSnapshot())).toEqual({ key: reason, status: null, detail: null });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(save).not.toHaveBeenCalled();
      expect(stored).toEqual([]);
      actor.send({ type: 'url.edit' });
      expect(selectSaveFailure(actor.getSnapshot())).toBeNull();
    },
  );

  it.each(['webhook.test', 'webhook.regenerate', 'webhook.remove'] as const)(
    '%s clears what was said about the URL',
    async (type) => {
      const actor = start({ save: () => never(), test: () => never() });
      await idle(actor);
      actor.send({ type: 'url.refused', reason: 'integrations:webhook.problems.invalid' });
      actor.send({ type });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(false);
      expect(selectSaveFailure(actor.getSnapshot())).toBeNull();
    },
  );

  it('refreshing the deliveries keeps what was said about the URL', async () => {
    const actor = start();
    await idle(actor);
    actor.send({ type: 'url.refused', reason: 'integrations:webhook.problems.invalid' });
    actor.send({ type: 'deliveries.refresh' });
    await idle(actor);
    expect(selectSaveFailure(actor.getSnapshot())?.key).toBe('integrations:webhook.problems.invalid');
  });

  it('saves the URL the form hands it, keeps the secret to show once, and gives the field the stored URL', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => savedWithSecret);
    const actor = start({ load: async () => noWebhook, save });
    await idle(actor);
    const stored = storedUrls(actor);
    actor.send({ type: 'webhook.save', url: 'http://localhost:4000/hook' });
    expect(selectBusyWith(actor.getSnapshot())).toBe('saving');
    await idle(actor);
    expect(save).toHaveBeenCalledWith({ webHook: 'http://localhost:4000/hook' });
    expect(stored).toEqual([savedWithSecret.webHook]);
    expect(selectDraft(actor.getSnapshot())).toBe(savedWithSecret.webHook);
    expect(selectSecret(actor.getSnapshot())).toBe(savedWithSecret.secret);
    expect(selectIntegration(actor.getSnapshot())).not.toHaveProperty('secret');
    actor.send({ type: 'secret.dismiss' });
    expect(selectSecret(actor.getSnapshot())).toBeNull();
  });

  it("a server refusal says the server's sentence and keeps what was typed", async () => {
    const actor = start({
      load: async () => noWebhook,
      save: () => Promise.reject(refusal('Este endereço é de uma rede privada ou reservada.')),
    });
    await idle(actor);
    const stored = storedUrls(actor);
    actor.send({ type: 'webhook.save', url: 'https://10.0.0.1/hook' });
    await vi.waitFor(() => expect(selectSaveFailure(actor.getSnapshot())).not.toBeNull());
    expect(selectSaveFailure(actor.getSnapshot())).toMatchObject({
      key: 'errors:request.refused',
      detail: 'Este endereço é de uma rede privada ou reservada.',
    });
    // The field keeps what was typed.
    expect(stored).toEqual([]);
    actor.send({ type: 'url.edit' });
    expect(selectSaveFailure(actor.getSnapshot())).toBeNull();
  });

  it('renews the secret of the saved URL, which goes back to the field whatever is being typed', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => savedWithSecret);
    const actor = start({ save });
    await idle(actor);
    const stored = storedUrls(actor);
    actor.send({ type: 'url.edit' });
    actor.send({ type: 'webhook.regenerate' });
    await idle(actor);
    expect(save).toHaveBeenCalledWith({ webHook: configuredWebhook.webHook, regenerateSecret: true });
    expect(selectSecret(actor.getSnapshot())).toBe(savedWithSecret.secret);
    expect(stored).toEqual([savedWithSecret.webHook]);
  });

  it('removes only after a confirmation, and a cancel changes nothing', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => ({
      ...noWebhook,
      secret: null,
    }));
    const actor = start({ save });
    await idle(actor);
    const stored = storedUrls(actor);
    actor.send({ type: 'webhook.remove' });
    actor.send({ type: 'removal.cancel' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'webhook.remove' });
    actor.send({ type: 'removal.confirm' });
    await idle(actor);
    expect(save).toHaveBeenCalledWith({ webHook: null });
    expect(selectDraft(actor.getSnapshot())).toBe('');
    expect(stored).toEqual(['']);
    expect(selectIntegration(actor.getSnapshot())?.hasSecret).toBe(false);
  });

  it('without a saved webhook there is nothing to test, renew or remove', async () => {
    const actor = start({ load: async () => noWebhook });
    await idle(actor);
    for (const type of ['webhook.test', 'webhook.regenerate', 'webhook.remove'] as const) {
      actor.send({ type });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    }
  });
});

describe('webhook settings: test and deliveries', () => {
  it('the ping heads the deliveries and is the test result', async () => {
    const actor = start();
    await idle(actor);
    actor.send({ type: 'webhook.test' });
    expect(selectBusyWith(actor.getSnapshot())).toBe('testing');
    await idle(actor);
    expect(selectTestResult(actor.getSnapshot())).toEqual(deliveredPing);
    expect(selectIntegration(actor.getSnapshot())?.deliveries).toEqual([deliveredPing, retryingMeeting]);
  });

  it('a refused test (too many) says why; a refresh takes the latest statuses', async () => {
    const load = vi.fn<() => Promise<WebhookIntegration>>();
    load.mockResolvedValueOnce(configuredWebhook).mockResolvedValueOnce({
      ...configuredWebhook,
      deliveries: [{ ...retryingMeeting, status: 'delivered' }],
    });
    const actor = start({ load, test: () => Promise.reject(new HttpError(429, 'Too Many Requests')) });
    await idle(actor);
    actor.send({ type: 'webhook.test' });
    await vi.waitFor(() => expect(selectTestFailure(actor.getSnapshot())).not.toBeNull());
    actor.send({ type: 'deliveries.refresh' });
    expect(selectBusyWith(actor.getSnapshot())).toBe('refreshing');
    await idle(actor);
    expect(selectIntegration(actor.getSnapshot())?.deliveries[0]?.status).toBe('delivered');
  });

  it('a pending write is never left hanging by another event', () => {
    const actor = start({ load: () => never() });
    actor.send({ type: 'webhook.save', url: 'https://hooks.exemplo.com.br/pauta' });
    expect(selectWebhookView(actor.getSnapshot())).toBe('loading');
  });
});
