import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { webhookSettingsMachine } from '../../../../src/machines/webhooks/webhook-settings/webhook-settings.machine.ts';
import type {
  WebhookBody,
  WebhookIntegration,
  WebhookSaved,
  WebhookTestResult,
} from '../../../../src/api-contract/webhook.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import { WebhookContext } from '../../../../src/views/webhooks/webhook-context.ts';
import { WebhookSection } from '../../../../src/views/webhooks/WebhookSection.tsx';
import {
  configuredWebhook,
  noWebhook,
  pingResult,
  savedWithSecret,
} from '../../../model/webhooks/webhook-settings.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderSection(
  overrides: {
    load?: () => Promise<WebhookIntegration>;
    save?: (body: WebhookBody) => Promise<WebhookSaved>;
    test?: () => Promise<WebhookTestResult>;
  } = {},
) {
  const logic = webhookSettingsMachine.provide({
    actors: {
      loadWebhook: fromPromise(() => (overrides.load ?? (async () => configuredWebhook))()),
      saveWebhook: fromPromise(({ input }) => (overrides.save ?? (async () => savedWithSecret))(input)),
      testWebhook: fromPromise(() => (overrides.test ?? (async () => pingResult))()),
    },
  });
  renderView(
    <WebhookContext.Provider logic={logic}>
      <WebhookSection />
    </WebhookContext.Provider>,
  );
}

describe('/config/integrations: webhook', () => {
  it('shows the saved URL, that a secret exists, and each delivery with its status and next attempt', async () => {
    renderSection();
    const url = await screen.findByRole('textbox', { name: 'URL do webhook' });
    expect((url as HTMLInputElement).value).toBe('https://hooks.exemplo.com.br/pauta');
    expect(screen.getByText(/Há um segredo de assinatura configurado/)).toBeTruthy();
    const deliveries = screen.getByRole('list', { name: 'Entregas recentes' });
    const [item] = within(deliveries).getAllByRole('listitem');
    expect(item?.textContent).toContain('Reunião concluída');
    expect(item?.textContent).toContain('Demonstração Acme');
    expect(item?.textContent).toContain('Nova tentativa agendada');
    expect(item?.textContent).toContain('2 tentativas');
    expect(item?.textContent).toContain('HTTP 503');
    expect(item?.textContent).toContain('Próxima tentativa:');
    expect(item?.textContent).toContain('hooks.exemplo.com.br respondeu com o código 503.');
  });

  it('refuses an http URL off localhost in Portuguese and keeps what was typed', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => savedWithSecret);
    renderSection({ load: async () => noWebhook, save });
    const user = userEvent.setup();
    const url = await screen.findByRole('textbox', { name: 'URL do webhook' });
    await user.type(url, 'http://hooks.exemplo.com.br/pauta');
    await user.click(screen.getByRole('button', { name: 'Salvar URL' }));
    expect(screen.getByText('Use uma URL https:// (http:// só é aceito para localhost).')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect((url as HTMLInputElement).value).toBe('http://hooks.exemplo.com.br/pauta');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses an empty URL under the field, the focus staying on the button; typing clears it', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => savedWithSecret);
    renderSection({ load: async () => noWebhook, save });
    const user = userEvent.setup();
    const url = await screen.findByRole('textbox', { name: 'URL do webhook' });
    const button = screen.getByRole('button', { name: 'Salvar URL' });
    await user.click(button);
    expect(await screen.findByText('Informe a URL do webhook.')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(save).not.toHaveBeenCalled();
    await user.type(url, 'h');
    expect(screen.queryByText('Informe a URL do webhook.')).toBeNull();
    expect(url.getAttribute('aria-invalid')).toBe('false');
  });

  it('saves the URL trimmed, and the field shows it as stored', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => savedWithSecret);
    renderSection({ load: async () => noWebhook, save });
    const user = userEvent.setup();
    const url = await screen.findByRole('textbox', { name: 'URL do webhook' });
    await user.type(url, '  https://hooks.exemplo.com.br/pauta ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ webHook: 'https://hooks.exemplo.com.br/pauta' }));
    await screen.findByRole('region', { name: 'Segredo de assinatura criado' });
    expect((url as HTMLInputElement).value).toBe('https://hooks.exemplo.com.br/pauta');
  });

  it('a new secret puts the stored URL back in the field, whatever was typed', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => savedWithSecret);
    renderSection({ save });
    const user = userEvent.setup();
    const url = await screen.findByRole('textbox', { name: 'URL do webhook' });
    await user.clear(url);
    await user.type(url, 'https://meio-digitado');
    await user.click(screen.getByRole('button', { name: 'Gerar novo segredo' }));
    await screen.findByRole('region', { name: 'Segredo de assinatura criado' });
    expect((url as HTMLInputElement).value).toBe(configuredWebhook.webHook);
    expect(save).toHaveBeenCalledWith({ webHook: configuredWebhook.webHook, regenerateSecret: true });
  });

  it("one thing said at a time: the form's refusal replaces a failure's alert, and typing clears either", async () => {
    const failed = new HttpError(500, 'Internal Server Error');
    renderSection({ save: () => Promise.reject(failed) });
    const user = userEvent.setup();
    const url = await screen.findByRole('textbox', { name: 'URL do webhook' });
    await user.clear(url);
    await user.type(url, 'http://hooks.exemplo.com.br/pauta');
    await user.click(screen.getByRole('button', { name: 'Gerar novo segredo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível salvar:');
    await user.click(screen.getByRole('button', { name: 'Salvar URL' }));
    expect(
      await screen.findByText('Use uma URL https:// (http:// só é aceito para localhost).'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // "Enviar teste" starts something else: what was said about the URL goes.
    await user.click(screen.getByRole('button', { name: 'Enviar teste' }));
    await waitFor(() =>
      expect(screen.queryByText('Use uma URL https:// (http:// só é aceito para localhost).')).toBeNull(),
    );
    // A failed save, then typing: the alert goes.
    await user.clear(url);
    await user.type(url, 'https://hooks.exemplo.com.br/novo');
    await user.click(screen.getByRole('button', { name: 'Salvar URL' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível salvar:');
    await user.type(url, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal under the field", async () => {
    const refusal = new HttpError(400, 'Bad Request', {
      body: {
        status: 400,
        title: 'Bad Request',
        message: 'Este endereço é de uma rede privada ou reservada.',
      },
    });
    renderSection({ load: async () => noWebhook, save: () => Promise.reject(refusal) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'URL do webhook' }), 'https://10.0.0.1/x');
    await user.click(screen.getByRole('button', { name: 'Salvar URL' }));
    expect(await screen.findByText(/rede privada ou reservada/)).toBeTruthy();
  });

  it('shows the new secret once, with a copy button, until dismissed', async () => {
    renderSection({ load: async () => noWebhook });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'URL do webhook' }),
      'https://hooks.exemplo.com.br/pauta',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar URL' }));
    const panel = await screen.findByRole('region', { name: 'Segredo de assinatura criado' });
    expect(within(panel).getByText(/não será mostrado de novo/)).toBeTruthy();
    expect(
      (within(panel).getByRole('textbox', { name: 'Segredo de assinatura' }) as HTMLInputElement).value,
    ).toBe(savedWithSecret.secret);
    expect(within(panel).getByRole('button', { name: 'Copiar segredo' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Já guardei o segredo' }));
    expect(screen.queryByText(savedWithSecret.secret ?? '')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gerar novo segredo' })).toBeTruthy();
  });

  it('"Enviar teste" says what the receiver answered', async () => {
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar teste' }));
    await waitFor(() =>
      expect(screen.getByText('Teste entregue: o destino respondeu HTTP 200.')).toBeTruthy(),
    );
  });

  it('a ping that was not delivered says why', async () => {
    const failed = { ...pingResult.delivery, status: 'failed' as const, lastHttpStatus: 500 };
    renderSection({
      test: async () => ({ delivery: { ...failed, lastError: 'x respondeu com o código 500.' } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar teste' }));
    expect(await screen.findByText('O teste não foi entregue. x respondeu com o código 500.')).toBeTruthy();
  });

  it('removes after a confirmation that takes the focus', async () => {
    const save = vi.fn<(body: WebhookBody) => Promise<WebhookSaved>>(async () => ({
      ...noWebhook,
      secret: null,
    }));
    renderSection({ save });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover webhook' }));
    const confirm = screen.getByRole('button', { name: 'Sim, remover' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await user.click(confirm);
    await waitFor(() => expect(save).toHaveBeenCalledWith({ webHook: null }));
    expect(await screen.findByText('Nenhuma entrega ainda.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar teste' })).toBeNull();
  });
});
