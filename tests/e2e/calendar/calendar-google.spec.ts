import { expect, test, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * The Google consent round trip's other paths, as Fernanda (a seller no other spec signs in as): she
 * refuses at Google's consent page, is told so on /meetings/authcalendar, tries again, allows with another
 * Google account, sees it connected and disconnects from /config/calendar. A return whose state she never
 * started is refused in Portuguese. calendar.spec.ts has the connect-sync-meetings path (Beatriz).
 */
/** This run's own Fernanda (support/repetition-accounts.ts). */
const fernanda = () =>
  ownAccount({ email: 'fernanda.lima@demo.com.br', password: demoPassword }, test.info());
const googleAccount = 'fernanda.vendas@gmail.example';

const googleCard = (page: Page) => page.getByRole('article', { name: 'Google Agenda' });

test('Google consent refused, tried again, allowed with another account, disconnected', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, fernanda());
  await expect(page).toHaveURL(/\/meetings$/);

  await page.goto('/config/calendar');
  await expect(googleCard(page).getByText('Não conectada.')).toBeVisible();
  await googleCard(page).getByRole('button', { name: 'Conectar' }).click();

  // Google's consent page (the emulator's): what the app asks for, her account offered first.
  await expect(page.getByRole('heading', { name: 'Pauta quer acessar sua Conta do Google' })).toBeVisible();
  await expect(page.getByText('Ver os eventos de todas as suas agendas (somente leitura)')).toBeVisible();
  await expect(page.getByLabel('Conta do Google')).toHaveValue(fernanda().email);
  await expectNoSeriousViolations(page, 'Google consent page (emulator)');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page).toHaveURL(/\/meetings\/authcalendar\?error=access_denied&state=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Acesso não autorizado' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Você não autorizou o Pauta a ver a sua agenda do Google, então nada foi conectado.',
  );
  await expectNoSeriousViolations(page, '/meetings/authcalendar refused');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/meetings/authcalendar refused at 360px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Tentar de novo: back to Google with a new state; this time another Google account, allowed.
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { name: 'Pauta quer acessar sua Conta do Google' })).toBeVisible();
  await page.getByLabel('Conta do Google').fill(googleAccount);
  await page.getByRole('button', { name: 'Permitir' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Agenda do Google conectada' })).toBeVisible();
  await expect(page.getByText(`Conectada como ${googleAccount}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sincronizar agora' })).toHaveAttribute(
    'href',
    '/meetings/synccalendar',
  );
  await expectNoSeriousViolations(page, '/meetings/authcalendar connected');

  // Back on the settings, as that account; then disconnected (the tokens revoked at Google).
  await page.getByRole('link', { name: 'Voltar para Configurações > Agenda' }).click();
  await expect(page).toHaveURL(/\/config\/calendar$/);
  await expect(googleCard(page).getByText(`Conectada como ${googleAccount}.`)).toBeVisible();
  await googleCard(page).getByRole('button', { name: 'Desconectar' }).click();
  await googleCard(page).getByRole('button', { name: 'Sim, desconectar' }).click();
  await expect(googleCard(page).getByText('Não conectada.')).toBeVisible();
});

test('a return whose state she never started is refused in Portuguese, with a way to start again', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, fernanda());
  await expect(page).toHaveURL(/\/meetings$/);

  await page.goto('/meetings/authcalendar?code=4%2F0Aforjado&scope=email&state=estado-forjado');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Não foi possível conectar a agenda do Google' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Este retorno do Google não corresponde a um pedido de conexão seu, ou o pedido expirou. Conecte a agenda de novo.',
  );
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await page.goto('/config/calendar');
  await expect(googleCard(page).getByText('Não conectada.')).toBeVisible();
});
