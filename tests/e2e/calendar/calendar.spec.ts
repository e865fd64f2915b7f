import { expect, test, type Locator, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * Calendars end to end, as a user whose calendars and settings no other spec touches (Beatriz, who leads
 * Inside Sales): she lets every event with a link in (/config/general), connects each calendar through its
 * emulated consent page, syncs, finds the imported meetings in her list with their bot scheduled, and
 * disconnects; the meetings stay. Her import setting is put back at the end.
 */
/** This run's own Beatriz: repetitions of this file must not connect one calendar at once (support/repetition-accounts.ts). */
const beatriz = () =>
  ownAccount({ email: 'beatriz.santos@demo.com.br', password: demoPassword }, test.info());

// Both tests change her import setting: one after the other.
test.describe.configure({ mode: 'serial' });

async function chooseImport(page: Page, option: RegExp) {
  await page.goto('/config/general');
  await page.getByRole('radio', { name: option }).check();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/settings/general') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  expect((await saved).status()).toBe(200);
}

async function openCalendarSettings(page: Page) {
  await page.goto('/config/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações de calendário' })).toBeVisible();
}

const card = (page: Page, name: string): Locator => page.getByRole('article', { name });

/** The imported meeting in the list, then its page: scheduled, the bot waiting for its start. */
async function expectScheduledWithBot(page: Page, title: string) {
  await page.goto('/meetings');
  // Found the way a person finds it among her other meetings: the first page of the list holds whatever other
  // tests (or an earlier repetition of this one) added since, so the meeting may well be further down.
  await page.getByLabel('Buscar').fill(title);
  const row = page
    .getByRole('list', { name: 'Suas reuniões' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByText('Agendada')).toBeVisible();
  await row.first().getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Linha do tempo do bot' })).toContainText(
    'entrará na reunião no horário marcado.',
  );
}

async function disconnect(page: Page, name: string) {
  await openCalendarSettings(page);
  const calendar = card(page, name);
  await calendar.getByRole('button', { name: 'Desconectar' }).click();
  // The question takes the focus; its answer is one key away.
  await expect(calendar.getByRole('button', { name: 'Sim, desconectar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByText('Não conectada.')).toBeVisible();
  // The meetings that came from it stay.
  await expect(calendar.getByText(/reuni(ão veio|ões vieram) desta agenda/)).toBeVisible();
}

test('Google: connect through the consent page, sync, see the meetings with their bot, disconnect', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, beatriz());
  await expect(page).toHaveURL(/\/meetings$/);
  await chooseImport(page, /^Todos os eventos com link de reunião/);

  await openCalendarSettings(page);
  const google = card(page, 'Google Agenda');
  await expect(google.getByText('Não conectada.')).toBeVisible();
  await expect(page.getByText(/entram todos os eventos com link de reunião/)).toBeVisible();
  await expectNoSeriousViolations(page, '/config/calendar');
  await google.getByRole('button', { name: 'Conectar' }).click();

  // Google's consent page (the emulator's), with her account filled in.
  await expect(page.getByRole('heading', { name: 'Pauta quer acessar sua Conta do Google' })).toBeVisible();
  await expect(page.getByLabel('Conta do Google')).toHaveValue(beatriz().email);
  await page.getByRole('button', { name: 'Permitir' }).click();
  await expect(page).toHaveURL(/\/meetings\/authcalendar/);
  await expect(page.getByText(`Conectada como ${beatriz().email}.`, { exact: false })).toBeVisible();

  // The sync page syncs as it opens (the interval sync may have been first: then nothing is new).
  await page.goto('/meetings/synccalendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Sincronizar o Google Agenda' })).toBeVisible();
  await expect(page.getByText(/^Sincronização de /)).toBeVisible();
  await expect(page.getByText('Eventos de agora até 14 dias à frente.')).toBeVisible();
  await expectNoSeriousViolations(page, '/meetings/synccalendar');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/meetings/synccalendar at 360px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A second sync adds nothing.
  await page.getByRole('button', { name: 'Sincronizar de novo' }).click();
  await expect(page.getByText(/reuniões já importadas ficaram iguais/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Criadas/ })).toHaveCount(0);

  await expectScheduledWithBot(page, 'Apresentação da proposta — Construtora Horizonte');

  // The settings page tells the account, the last sync and how many meetings came in.
  await openCalendarSettings(page);
  await expect(google.getByText(`Conectada como ${beatriz().email}.`)).toBeVisible();
  await expect(google.getByText(/^Última sincronização: /)).toBeVisible();
  await expect(google.getByText(/reuniões vieram desta agenda/)).toBeVisible();
  await google.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(google.getByText(/^Sincronização de /)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/config/calendar at 360px');
  await page.setViewportSize({ width: 1280, height: 800 });

  await disconnect(page, 'Google Agenda');
  await chooseImport(page, /^Não importar/);
});

test('Outlook: connect through the Microsoft consent page (PKCE), sync, see the meetings with their bot, disconnect', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, beatriz());
  await expect(page).toHaveURL(/\/meetings$/);
  await chooseImport(page, /^Todos os eventos com link de reunião/);

  await openCalendarSettings(page);
  const outlook = card(page, 'Outlook (Microsoft 365)');
  await expect(outlook.getByText('Não conectada.')).toBeVisible();
  await outlook.getByRole('button', { name: 'Conectar' }).click();

  // Microsoft's consent page (the emulator's), with her account filled in.
  await expect(page.getByRole('heading', { name: 'Permitir acesso?' })).toBeVisible();
  await expect(page.getByLabel('Conta Microsoft (e-mail)')).toHaveValue(beatriz().email);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/meetings\/authcalendaroutlook/);
  await expect(page.getByText(`Conectada como ${beatriz().email}.`, { exact: false })).toBeVisible();

  await page.goto('/meetings/synccalendaroutlook');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sincronizar o calendário do Outlook' }),
  ).toBeVisible();
  await expect(page.getByText(/^Sincronização de /)).toBeVisible();
  // The cancelled event never becomes a meeting.
  await expect(
    page.getByRole('link', { name: 'Negociação de contrato — Metalúrgica Irmãos Pietro' }),
  ).toHaveCount(0);
  // The list read at sign-in learns of the imported meetings without a reload.
  await page.getByRole('link', { name: 'Ver reuniões' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(
    page
      .getByRole('list', { name: 'Suas reuniões' })
      .getByRole('listitem')
      .filter({ hasText: 'Acompanhamento semanal — Clínica Vida Plena' })
      .first(),
  ).toBeVisible();

  await expectScheduledWithBot(page, 'Acompanhamento semanal — Clínica Vida Plena');

  await openCalendarSettings(page);
  await expect(outlook.getByText(`Conectada como ${beatriz().email}.`)).toBeVisible();
  await disconnect(page, 'Outlook (Microsoft 365)');
  await chooseImport(page, /^Não importar/);
});
