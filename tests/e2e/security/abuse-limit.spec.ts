import { storageStateOf } from '../support/auth-state.ts';
import { bearerOf } from '../support/bot-meeting.ts';
import { expect, test } from '../support/test.ts';

test.use({ storageState: storageStateOf('leader') });

/*
 * An abuse limit as a person meets it: the webhook test pings (WEBHOOK_TESTS_PER_MINUTE, 5 by default) call
 * out, so the server answers 429 past the budget, and the page says so in Portuguese, keeps the URL and
 * lets the person go on. The leader's webhook is used because no other spec sends test pings as the leader;
 * it points at the server's own embedded receiver and is removed at the end.
 */
test('past the webhook test budget the page shows the 429 in Portuguese and keeps the webhook', async ({
  page,
  request,
  baseURL,
}) => {
  const auth = await bearerOf(page);
  const webHook = `${baseURL}/emulators/webhook/inbox/limite`;
  const saved = await request.patch('/api/users/integrations/webhook', { headers: auth, data: { webHook } });
  expect(saved.status()).toBe(200);
  try {
    await page.goto('/config/integrations');
    const webhook = page.getByRole('region', { name: 'Webhook' });
    const send = webhook.getByRole('button', { name: 'Enviar teste' });
    const refused = webhook.getByText(
      'Não foi possível enviar o teste: Muitos testes de webhook em pouco tempo. Aguarde um minuto e tente novamente.',
    );
    for (let attempt = 0; attempt < 8 && !(await refused.isVisible()); attempt++) {
      await send.click();
      await expect(send).toBeEnabled();
    }
    await expect(refused).toBeVisible();
    await expect(webhook.getByRole('textbox', { name: 'URL do webhook' })).toHaveValue(webHook);
    await expect(send).toBeEnabled();
  } finally {
    await request.patch('/api/users/integrations/webhook', { headers: auth, data: { webHook: null } });
  }
});
