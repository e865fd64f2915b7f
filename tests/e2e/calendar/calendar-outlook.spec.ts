import { expect, test, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * The Outlook consent round trip (PKCE), as Rafael: no other spec connects a calendar as him
 * (settings-general.spec.ts changes his general settings and puts them back; his importMeeting stays 0 here,
 * so the interval sync imports nothing while he is connected). He refuses at Microsoft's consent page, is told
 * so on /meetings/authcalendaroutlook, tries again, accepts with a work account, sees it connected and
 * disconnects from /config/calendar. A return whose state he never stored is refused in Portuguese.
 */
/** This run's own Rafael (support/repetition-accounts.ts). */
const rafael = () =>
  ownAccount({ email: 'rafael.oliveira@demo.com.br', password: demoPassword }, test.info());
const microsoftAccount = 'rafael.oliveira@contoso.example';

const outlookCard = (page: Page) => page.getByRole('article', { name: 'Outlook (Microsoft 365)' });

async function signIn(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, rafael());
  await expect(page).toHaveURL(/\/meetings$/);
}

test('Outlook consent refused, tried again, accepted with a work account, disconnected', async ({ page }) => {
  await signIn(page);
  await page.goto('/config/calendar');
  await expect(outlookCard(page).getByText('Não conectada.')).toBeVisible();
  await outlookCard(page).getByRole('button', { name: 'Conectar' }).click();

  // Microsoft's consent page (the emulator's): the PKCE challenge and his e-mail as the hint in its address.
  await expect(page.getByRole('heading', { name: 'Permitir acesso?' })).toBeVisible();
  const consentUrl = new URL(page.url());
  expect(consentUrl.pathname).toBe('/emulators/microsoft/login/common/oauth2/v2.0/authorize');
  expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(consentUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{32}$/);
  await expect(page.getByLabel('Conta Microsoft (e-mail)')).toHaveValue(rafael().email);
  await expectNoSeriousViolations(page, 'Microsoft consent page (emulator)');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page).toHaveURL(/\/meetings\/authcalendaroutlook\?error=access_denied/);
  await expect(page.getByRole('heading', { level: 2, name: 'Acesso não autorizado' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Você não autorizou o Pauta a ver a sua agenda do Outlook, então nada foi conectado.',
  );
  await expectNoSeriousViolations(page, '/meetings/authcalendaroutlook refused');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/meetings/authcalendaroutlook refused at 360px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Tentar de novo: a new verifier and state; this time a work account, accepted.
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { name: 'Permitir acesso?' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('state')).not.toBe(consentUrl.searchParams.get('state'));
  await page.getByLabel('Conta Microsoft (e-mail)').fill(microsoftAccount);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Agenda do Outlook conectada' })).toBeVisible();
  await expect(page.getByText(`Conectada como ${microsoftAccount}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sincronizar agora' })).toHaveAttribute(
    'href',
    '/meetings/synccalendaroutlook',
  );
  await expectNoSeriousViolations(page, '/meetings/authcalendaroutlook connected');

  // Back on the settings, as that account; then disconnected (the tokens forgotten).
  await page.getByRole('link', { name: 'Voltar para Configurações > Agenda' }).click();
  await expect(page).toHaveURL(/\/config\/calendar$/);
  await expect(outlookCard(page).getByText(`Conectada como ${microsoftAccount}.`)).toBeVisible();
  await outlookCard(page).getByRole('button', { name: 'Desconectar' }).click();
  await outlookCard(page).getByRole('button', { name: 'Sim, desconectar' }).click();
  await expect(outlookCard(page).getByText('Não conectada.')).toBeVisible();
});

test('a return whose state he never stored is refused in Portuguese, with a way to start again', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(
    '/meetings/authcalendaroutlook?code=0.AforjadoCodigo&state=estadoForjadoComTrintaEDoisChars1',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Não foi possível conectar a agenda do Outlook' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Este retorno da Microsoft não corresponde a um pedido de conexão seu, ou o pedido expirou ou já foi usado. Conecte a agenda do Outlook de novo.',
  );
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await page.goto('/config/calendar');
  await expect(outlookCard(page).getByText('Não conectada.')).toBeVisible();
});
