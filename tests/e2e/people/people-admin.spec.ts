import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';
import { latestCode } from '../support/outbox.ts';
import { expectOnLogin, signInThroughForm } from '../support/sign-in.ts';
import { signUpCompany } from '../support/sign-up.ts';

/*
 * Issue 27, a company from nothing: its first person signs up and is its administrator; two people invited at
 * once, each signing in with the temporary password the outbox holds and choosing their own; a team made with
 * one as member and the other as its leader, who then sees the member's meeting in the list and on the
 * dashboard; the member deactivated, whose open page ends at its next call. Every address, the company and
 * the team are this run's own, so repetitions and other specs never meet them.
 */

test.use({ storageState: { cookies: [], origins: [] } });

// The browser a test gets: the type `test.ts` does not re-export, read off a page.
type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

/** A browser of its own, signed out (a context made here would take the admin's stored session). */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
}

/** First sign-in with the invitation's temporary password, then the forced choice of a password of their own. */
async function acceptInvitation(page: Page, email: string, temporaryPassword: string, password: string) {
  await page.goto('/login');
  await signInThroughForm(page, { email, password: temporaryPassword });
  await expect(page).toHaveURL(/\/update-password$/);
  await page.getByLabel('Senha atual').fill(temporaryPassword);
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar nova senha').fill(password);
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/meetings$/);
}

const rowOf = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Pessoas' }).getByRole('row').filter({ hasText: email });

test('a new company’s admin invites a seller and a leader, makes their team, and deactivates the seller', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 8);
  const sellerEmail = `vendedora.${run}@novaempresa.com.br`;
  const leaderEmail = `lider.${run}@novaempresa.com.br`;
  const password = 'Escolhida@2026';
  const teamName = `Equipe ${run}`;

  await signUpCompany(page, request, {
    givenName: 'Ana',
    familyName: 'Administradora',
    email: `ana.${run}@novaempresa.com.br`,
    password,
    companyName: `Nova Empresa ${run}`,
  });

  // Invite both at once, one of them refused with its reason and kept in the field.
  await page.goto('/config/users');
  await page.getByRole('button', { name: 'Convidar pessoas' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar pessoas' });
  await invite
    .getByLabel('Pessoas a convidar')
    .fill(`Vera Vendas <${sellerEmail}>; Lia Liderança ${leaderEmail}\nLucas Almeida <vendedor@demo.com.br>`);
  await expect(invite.getByText('3 pessoas para convidar.')).toBeVisible();
  await invite.getByRole('button', { name: 'Enviar convites' }).click();
  await expect(invite.getByText('2 pessoas convidadas:')).toBeVisible();
  await expect(invite.getByText('vendedor@demo.com.br: Esta pessoa já tem conta.')).toBeVisible();
  await expect(invite.getByLabel('Pessoas a convidar')).toHaveValue('Lucas Almeida <vendedor@demo.com.br>');
  await invite.getByRole('button', { name: 'Fechar' }).click();
  await expect(rowOf(page, sellerEmail)).toContainText('Convidado – expira em');

  // The seller signs in with the e-mailed temporary password, chooses their own, and has no meetings.
  const sellerPage = await newPage(browser);
  await acceptInvitation(sellerPage, sellerEmail, await latestCode(request, sellerEmail), password);
  await expect(sellerPage.getByText('Nenhuma reunião por aqui')).toBeVisible();
  const leaderPage = await newPage(browser);
  await acceptInvitation(leaderPage, leaderEmail, await latestCode(request, leaderEmail), password);

  // A team with the seller as member and the other as its leader.
  await page.reload();
  await expect(rowOf(page, sellerEmail)).toContainText('Ativo');
  await page.getByRole('button', { name: 'Nova equipe' }).click();
  const naming = page.getByRole('dialog', { name: 'Nova equipe' });
  await naming.getByLabel('Nome da equipe').fill(teamName);
  await naming.getByRole('button', { name: 'Salvar' }).click();
  await expect(naming).toBeHidden();
  const addTo = page.getByLabel(`Pessoa para adicionar a ${teamName}`);
  const members = page.getByRole('list', { name: `Membros de ${teamName}` });
  for (const [name, email] of [
    ['Vera Vendas', sellerEmail],
    ['Lia Liderança', leaderEmail],
  ]) {
    await addTo.selectOption({ label: `${name} (${email})` });
    await addTo.locator('xpath=..').getByRole('button', { name: 'Adicionar' }).click();
    await expect(members.getByLabel(`Papel de ${name} em ${teamName}`)).toBeVisible();
  }
  await members.getByLabel(`Papel de Lia Liderança em ${teamName}`).selectOption({ label: 'Líder (admin)' });
  await expect(rowOf(page, leaderEmail)).toContainText(`Líder de ${teamName}`);

  // The seller's meeting is their leader's to see at once, with no restart: in the list, and once the bot
  // has recorded it, on the team's dashboard.
  const title = `Reunião da equipe ${run}`;
  const meeting = await addBotMeeting(request, await bearerOf(sellerPage), {
    title,
    meetingUrl: 'https://meet.google.com/pes-soas-adm',
  });
  await leaderPage.goto('/meetings');
  await expect(leaderPage.getByRole('link', { name: title })).toBeVisible();
  await openWhenTranscribed(sellerPage, meeting);
  await leaderPage.goto('/enablement/dashboard');
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Painel do time' })).toBeVisible();
  await expect(leaderPage.locator('[data-stat="meetings"] strong')).toHaveText('1');

  // Deactivated: the seller's open page ends at its next call.
  await rowOf(page, sellerEmail).getByText('Ações').click();
  await rowOf(page, sellerEmail).getByRole('button', { name: 'Desativar' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Desativar Vera Vendas?' });
  await expect(deactivate).toContainText('A pessoa perde o acesso na hora');
  await deactivate.getByRole('button', { name: 'Desativar' }).click();
  await expect(rowOf(page, sellerEmail)).toContainText('Desativado');
  await sellerPage.getByRole('link', { name: 'Modelos' }).click();
  await expectOnLogin(sellerPage);

  // The log says it in Portuguese, newest first.
  const log = page.getByRole('list', { name: 'Registro de atividades' });
  await expect(log.getByRole('listitem').first()).toContainText('desativou Vera Vendas');
  await expect(log).toContainText(`convidou ${leaderEmail}`);
});
