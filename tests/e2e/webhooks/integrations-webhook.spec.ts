import type { WebhookIntegration } from '../../../src/api-contract/webhook.ts';
import { defaultThemePreference, themeStorageKey } from '../../../src/theme/preference.ts';
import { signatureIsValid, startReceiver } from '../../server/support/webhook-receiver.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';
import { addBotMeeting, bearerOf, type Auth } from '../support/bot-meeting.ts';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';

test.use({ storageState: storageStateOf('seller') });

/*
 * The seller's webhook end to end: a receiver on localhost (the one address the SSRF guard lets through
 * unnamed) checks the HMAC of what arrives with the secret the page showed once. The seller's webhook is
 * removed afterwards, as other specs expect it: none.
 */

const section = (page: Page) => page.getByRole('region', { name: 'Webhook' });

async function removeWebhook(request: APIRequestContext, auth: Auth) {
  const response = await request.patch('/api/users/integrations/webhook', {
    headers: auth,
    data: { webHook: null },
  });
  expect(response.status()).toBe(200);
}

test('the seller saves a webhook (a wrong URL explained in Portuguese and kept), copies the secret shown once, sends a test the receiver can verify, and a finished meeting arrives signed', async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  const receiver = await startReceiver();
  try {
    await page.goto('/config/integrations');
    const webhook = section(page);
    const url = webhook.getByRole('textbox', { name: 'URL do webhook' });
    await expect(url).toHaveValue('');

    // Refused before any request, in Portuguese, with what was typed kept (sent from the keyboard).
    await url.fill('http://hooks.exemplo.com.br/pauta');
    await url.press('Enter');
    await expect(
      webhook.getByText('Use uma URL https:// (http:// só é aceito para localhost).'),
    ).toBeVisible();
    await expect(url).toHaveValue('http://hooks.exemplo.com.br/pauta');
    // Refused by the server: a private address.
    await url.fill('https://10.1.2.3/pauta');
    await webhook.getByRole('button', { name: 'Salvar URL' }).click();
    await expect(webhook.getByText(/rede privada ou reservada/)).toBeVisible();
    await expect(url).toHaveValue('https://10.1.2.3/pauta');

    await url.fill(receiver.url('/e2e'));
    await webhook.getByRole('button', { name: 'Salvar URL' }).click();
    const secretPanel = webhook.getByRole('region', { name: 'Segredo de assinatura criado' });
    await expect(secretPanel.getByText(/não será mostrado de novo/)).toBeVisible();
    await expectNoSeriousViolations(page, 'webhook section with its new secret');
    const secret = await secretPanel.getByRole('textbox', { name: 'Segredo de assinatura' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretPanel.getByRole('button', { name: 'Já guardei o segredo' }).click();
    await expect(webhook.getByText(/Há um segredo de assinatura configurado/)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // The secret never comes back: not on a reload, not in the API's answer.
    await page.reload();
    await expect(section(page).getByRole('textbox', { name: 'URL do webhook' })).toHaveValue(
      receiver.url('/e2e'),
    );
    const read = (await (
      await request.get('/api/users/integrations/webhook', { headers: auth })
    ).json()) as WebhookIntegration;
    expect(JSON.stringify(read)).not.toContain(secret);

    // "Enviar teste": the receiver gets a ping whose signature checks out with the secret shown once.
    await section(page).getByRole('button', { name: 'Enviar teste' }).click();
    await expect(section(page).getByText('Teste entregue: o destino respondeu HTTP 200.')).toBeVisible();
    const ping = receiver.received.find((entry) => entry.headers['x-pauta-event'] === 'ping');
    expect(ping && signatureIsValid(secret, ping)).toBe(true);
    const deliveries = section(page).getByRole('list', { name: 'Entregas recentes' });
    await expect(deliveries.getByRole('listitem').first()).toContainText('Teste');
    await expect(deliveries.getByRole('listitem').first()).toContainText('Entregue');

    // A receiver failing: the test says so with the status it answered.
    receiver.answer(503);
    await section(page).getByRole('button', { name: 'Enviar teste' }).click();
    await expect(
      section(page).getByText(/O teste não foi entregue\..*respondeu com o código 503/),
    ).toBeVisible();
    await expect(deliveries.getByRole('listitem').first()).toContainText('Falhou');

    // A meeting the bot finishes: meeting.done arrives signed, and the delivery is listed with its title.
    const title = `Webhook E2E ${Date.now()}`;
    const meeting = await addBotMeeting(request, auth, {
      title,
      meetingUrl: 'https://meet.google.com/web-hook-ete',
    });
    await expect
      .poll(
        () =>
          receiver.received.find(
            (entry) => entry.headers['x-pauta-event'] === 'meeting.done' && entry.body.includes(meeting.id),
          ) !== undefined,
        { timeout: 45_000 },
      )
      .toBe(true);
    const event = receiver.received.find((entry) => entry.body.includes(meeting.id))!;
    expect(signatureIsValid(secret, event)).toBe(true);
    expect(JSON.parse(event.body)).toMatchObject({
      event: 'meeting.done',
      data: { meeting: { id: meeting.id, title, owner: { email: 'vendedor@demo.com.br' } } },
    });
    await section(page).getByRole('button', { name: 'Atualizar entregas' }).click();
    const done = deliveries.getByRole('listitem').filter({ hasText: title });
    await expect(done).toContainText('Reunião concluída');
    await expect(done).toContainText('Entregue');

    // Every status in the list, in light and dark, and on a phone without sideways scroll.
    await expectNoSeriousViolations(page, 'webhook deliveries (light)');
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      themeStorageKey,
      JSON.stringify({ ...defaultThemePreference, mode: 'dark' }),
    ] as const);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(deliveries.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectNoSeriousViolations(page, 'webhook deliveries (dark, 360 px)');
    await expectNoSidewaysScroll(page, 'webhook deliveries at 360 px');

    // Removing asks first, then the section is back to no webhook.
    await section(page).getByRole('button', { name: 'Remover webhook' }).click();
    await expect(section(page).getByRole('button', { name: 'Sim, remover' })).toBeFocused();
    await section(page).getByRole('button', { name: 'Sim, remover' }).click();
    await expect(section(page).getByRole('textbox', { name: 'URL do webhook' })).toHaveValue('');
    await expect(section(page).getByRole('button', { name: 'Enviar teste' })).toHaveCount(0);
  } finally {
    await removeWebhook(request, auth);
    await receiver.close();
  }
});
