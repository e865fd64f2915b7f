import { sharedMeetingSchema, type SharedMeeting } from '../../../src/api-contract/share.ts';
import { expect, test, type Browser, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';
import { expiredShare } from '../support/expired-share.ts';

test.use({ storageState: storageStateOf('seller') });

/** A guest in a browser of their own opens the link; what the page shows and the API answer it got. */
async function openAsGuest(
  browser: Browser,
  link: string,
  password: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const guest = await context.newPage();
  await guest.goto(link);
  await guest.getByLabel('Senha', { exact: true }).fill(password);
  const answered = guest.waitForResponse((response) => response.url().endsWith('/api/share/meeting'));
  await guest.getByRole('button', { name: 'Abrir reunião' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const text = await response.text();
  return { guest, context, text, meeting: sharedMeetingSchema.parse(JSON.parse(text)) as SharedMeeting };
}

/** Saves the panel's choices and waits for the server's answer. */
async function saveChoices(page: Page, status = 200) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/api\/meetings\/[^/]+\/share$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Salvar escolhas' }).click();
  expect((await saved).status()).toBe(status);
}

const backgroundOf = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

test('the owner chooses what the link shows: internal notes stay out of the page and the API answer until turned on; openings are counted', async ({
  page,
  browser,
  request,
}) => {
  const auth = await bearerOf(page);
  const title = `Reunião com escolhas ${Date.now()}`;
  const meeting = await addBotMeeting(request, auth, {
    title,
    meetingUrl: 'https://meet.google.com/esc-olha-rec',
  });
  await openWhenTranscribed(page, meeting);

  const panel = page.getByRole('region', { name: 'Compartilhar por link' });
  await panel.getByRole('button', { name: 'Gerenciar link público' }).click();
  await panel.getByRole('button', { name: 'Ativar com senha gerada' }).click();
  const link = await panel.getByLabel('Link público').inputValue();
  const password = await panel.getByLabel('Senha definida').inputValue();
  // With the link on, copying it is the filled action; a new password is the outlined one.
  expect(await backgroundOf(page, 'Copiar link')).not.toBe('rgba(0, 0, 0, 0)');
  expect(await backgroundOf(page, 'Gerar nova senha')).toBe('rgba(0, 0, 0, 0)');
  await expect(panel.getByText('Ninguém abriu o link ainda.')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Anotações internas' })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Resumo' })).toBeChecked();
  // The meeting page around it is the accessibility spec's; here the panel's new parts.
  await expectNoSeriousViolations(page, 'share panel with its choices', undefined, panel);

  // A guest: the summary first, under the company's name, and no internal notes, neither shown nor sent.
  const first = await openAsGuest(browser, link, password);
  try {
    const { guest } = first;
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest.getByText('Demo Vendas Ltda compartilhou esta reunião com você.')).toBeVisible();
    await expect(guest.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
    await expect(guest.getByRole('tabpanel', { name: 'Resumo' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Anotações da equipe' })).toHaveCount(0);
    expect(first.meeting.internalNotes).toBeNull();
    for (const internal of ['"objections"', '"amounts"', '"dates"', '"answers"']) {
      expect(first.text).not.toContain(internal);
    }
  } finally {
    await first.context.close();
  }

  // The owner reads the opening, then turns the internal notes on.
  await panel.getByRole('button', { name: 'Atualizar' }).click();
  await expect(panel.getByText(/^Aberto 1 vez; a última em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Anotações internas' }).check();
  await saveChoices(page);
  await expect(panel.getByRole('checkbox', { name: 'Anotações internas' })).toBeChecked();

  const second = await openAsGuest(browser, link, password);
  try {
    await expect(second.guest.getByRole('heading', { name: 'Anotações da equipe' })).toBeVisible();
    expect(second.meeting.internalNotes?.answers.length).toBeGreaterThan(0);
  } finally {
    await second.context.close();
  }

  // Off again: the next guest request leaves them out.
  await panel.getByRole('checkbox', { name: 'Anotações internas' }).uncheck();
  await saveChoices(page);
  await expect(panel.getByRole('checkbox', { name: 'Anotações internas' })).not.toBeChecked();
  const third = await openAsGuest(browser, link, password, { width: 390, height: 844 });
  try {
    await expect(third.guest.getByRole('tabpanel', { name: 'Resumo' })).toBeVisible();
    await expect(third.guest.getByRole('heading', { name: 'Anotações da equipe' })).toHaveCount(0);
    expect(third.meeting.internalNotes).toBeNull();
    await expectNoSidewaysScroll(third.guest, 'shared meeting at 390px');
  } finally {
    await third.context.close();
  }

  await panel.getByRole('button', { name: 'Atualizar' }).click();
  await expect(panel.getByText(/^Aberto 3 vezes; a última em /)).toBeVisible();
});

test('the owner gives the link an expiry day in the pt-BR format; a link past its day is refused to the guest in Portuguese', async ({
  page,
  browser,
  request,
}) => {
  const auth = await bearerOf(page);
  const meeting = await addBotMeeting(request, auth, {
    title: `Reunião com prazo ${Date.now()}`,
    meetingUrl: 'https://meet.google.com/pra-zodo-rec',
  });
  await openWhenTranscribed(page, meeting);
  const panel = page.getByRole('region', { name: 'Compartilhar por link' });
  await panel.getByRole('button', { name: 'Gerenciar link público' }).click();
  await panel.getByRole('button', { name: 'Ativar com senha gerada' }).click();
  const expiry = panel.getByLabel('Expira em (opcional)');
  await expect(expiry).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await expiry.fill('31/02/2030');
  await panel.getByRole('button', { name: 'Salvar escolhas' }).click();
  await expect(panel.getByText('Informe a data como dd/mm/aaaa.')).toBeVisible();
  await expiry.fill('15/03/2099');
  await saveChoices(page);
  await expect(panel.getByText('Expira ao fim de 15/03/2099.')).toBeVisible();
  await panel.getByLabel('Expira em (opcional)').fill('');
  await saveChoices(page);
  await expect(panel.getByText('Expira ao fim de', { exact: false })).toHaveCount(0);

  // A link whose day passed (written by the e2e server at start, by the database's clock).
  await page.goto(`/meetings/${expiredShare.meetingId}`);
  await panel.getByRole('button', { name: 'Gerenciar link público' }).click();
  await expect(panel.getByText(/^Expirou ao fim de \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto(`/s/${expiredShare.shareId}`);
    await guest.getByLabel('Senha', { exact: true }).fill(expiredShare.password);
    const answered = guest.waitForResponse((response) => response.url().endsWith('/api/share/meeting'));
    await guest.getByRole('button', { name: 'Abrir reunião' }).click();
    expect((await answered).status()).toBe(410);
    await expect(guest.getByRole('alert')).toHaveText(
      'Este link expirou. Peça um novo link a quem compartilhou a reunião.',
    );
    await expect(guest.getByLabel('Senha', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(guest, 'expired shared link');
  } finally {
    await context.close();
  }
});
