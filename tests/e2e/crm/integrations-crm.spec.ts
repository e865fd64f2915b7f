import { meetingLogsSchema } from '../../../src/api-contract/meeting.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { addBotMeeting, bearerOf, type Auth } from '../support/bot-meeting.ts';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';

test.use({ storageState: storageStateOf('seller') });

// The embedded HubSpot and Pipedrive emulators' demo keys (docs/configuration.md, "CRM integrations").
const hubspotKey = 'pat-demo-pauta-hubspot';
const pipedriveKey = 'demo-pauta-pipedrive';

const crmCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Puts the seller's connection back as other specs expect it: none. */
async function disconnect(request: APIRequestContext, auth: Auth, provider: string, field: string) {
  const response = await request.patch(`/api/users/integrations/${provider}`, {
    headers: auth,
    data: { [field]: null },
  });
  expect(response.status()).toBe(200);
}

test('the seller connects HubSpot with a key the CRM accepts, a refused key is explained in Portuguese and kept, and the connection is removed', async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  try {
    await page.goto('/config/integrations');
    const hubspot = crmCard(page, 'HubSpot');
    await expect(hubspot.getByText('Não conectado.')).toBeVisible();
    const field = hubspot.getByLabel('Token do aplicativo privado do HubSpot');
    await expect(field).toHaveAttribute('type', 'password');

    await field.fill('pat-chave-que-nao-existe');
    await hubspot.getByRole('button', { name: 'Conectar' }).click();
    await expect(hubspot.getByRole('alert')).toContainText(
      'O HubSpot recusou esta chave. Confira a chave e tente de novo.',
    );
    await expect(field).toHaveValue('pat-chave-que-nao-existe');

    await field.fill(hubspotKey);
    await hubspot.getByRole('button', { name: 'Conectar' }).click();
    await expect(hubspot.getByText('Conectado com a chave ••••spot.')).toBeVisible();
    await expect(hubspot).not.toContainText(hubspotKey);

    // Stored on the server, shown masked after a reload.
    await page.reload();
    await expect(crmCard(page, 'HubSpot').getByText('Conectado com a chave ••••spot.')).toBeVisible();
    await crmCard(page, 'HubSpot').getByRole('button', { name: 'Remover conexão' }).click();
    await crmCard(page, 'HubSpot').getByRole('button', { name: 'Remover agora' }).click();
    await expect(crmCard(page, 'HubSpot').getByText('Não conectado.')).toBeVisible();
  } finally {
    await disconnect(request, auth, 'hubspot', 'apikeyHubspot');
  }
});

test("a finished meeting's outcome with a connected CRM is written on the meeting's history", async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  try {
    await page.goto('/config/integrations');
    const pipedrive = crmCard(page, 'Pipedrive');
    await pipedrive.getByLabel('Token da API do Pipedrive').fill(pipedriveKey);
    await pipedrive.getByRole('button', { name: 'Conectar' }).click();
    await expect(pipedrive.getByText('Conectado com a chave ••••rive.')).toBeVisible();

    const meeting = await addBotMeeting(request, auth, {
      title: `Reunião com CRM ${Date.now()}`,
      meetingUrl: 'https://meet.google.com/crm-note-pdr',
    });
    // The emulated Recall bot's call brings no participant e-mails: the history says the CRM got nothing, and why.
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/meetings/${meeting.id}/logs`, { headers: auth });
          const logs = meetingLogsSchema.parse(await response.json());
          return logs.filter((log) => log.source === 'crm').map((log) => log.message);
        },
        { timeout: 30_000 },
      )
      .toEqual(['Nota no Pipedrive: a reunião não tem participantes com e-mail. Nada foi registrado.']);
  } finally {
    await disconnect(request, auth, 'pipedrive', 'apikeyPipedrive');
  }
});
