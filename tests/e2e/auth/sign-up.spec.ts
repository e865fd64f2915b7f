import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { latestCode } from '../support/outbox.ts';
import { expectOnLogin, signInThroughForm } from '../support/sign-in.ts';
import { confirmSignUp, signUpCompany, submitSignUp, type Founder } from '../support/sign-up.ts';

/*
 * Issue 27, item 1: a company starts from nothing. Every address is this run's own, so repetitions and other
 * specs never meet it. The people, teams and deactivation that follow are tests/e2e/people/people-admin.spec.ts.
 */

const founderOf = (run: string): Founder => ({
  givenName: 'Fernanda',
  familyName: 'Fundadora',
  email: `fernanda.${run}@empresa-nova.com.br`,
  password: 'Fundada#2026',
  companyName: `Empresa Nova ${run}`,
});

test('a new person signs up a company, confirms with the e-mailed code and is its administrator', async ({
  page,
  request,
}) => {
  const founder = founderOf(randomUUID().slice(0, 8));

  // The password rules tick as they are met.
  await page.goto('/signup');
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('fraca');
  await expect(page.getByRole('listitem').filter({ hasText: 'uma letra minúscula' })).toContainText(
    '(atendido)',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'um símbolo' })).toContainText('(pendente)');

  await signUpCompany(page, request, founder);

  // The administrator of a company of their own: the people page lists only them, the four ready templates.
  await page.goto('/config/users');
  const people = page.getByRole('table', { name: 'Pessoas' }).getByRole('row');
  await expect(people.filter({ hasText: founder.email })).toContainText('Administrador');
  await expect(people).toHaveCount(2);
  await page.goto('/templates');
  for (const name of ['BANT', 'SPIN Selling', 'GPCTBA/C&I', 'MEDDIC']) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }

  // The company's log starts with its making.
  await page.goto('/config/users');
  const log = page.getByRole('list', { name: 'Registro de atividades' });
  await expect(log).toContainText(`Fernanda Fundadora criou a empresa ${founder.companyName}`);
});

test('a refusal keeps everything typed; a code can be asked for again; a login before confirming leads to the code', async ({
  page,
  request,
}) => {
  const founder = founderOf(randomUUID().slice(0, 8));

  // A single-sign-on domain comes through its provider, never as a new company.
  await page.goto('/signup');
  await submitSignUp(page, {
    ...founder,
    email: `alguem.${founder.companyName.slice(-8)}@empresa-sso.com.br`,
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Este domínio entra por login único (SSO): use “Entrar com SSO” na página de login.',
  );
  await expect(page.getByLabel('Nome da empresa')).toHaveValue(founder.companyName);

  // The real address: the code screen, checked by axe, then left unconfirmed.
  await page.getByLabel('E-mail de trabalho').fill(founder.email);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-up code');
  const first = await latestCode(request, founder.email);
  await page.getByLabel('Código de confirmação').fill('000000');
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Código inválido. Verifique o código recebido e tente novamente.',
  );
  await page.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText('Um novo código foi enviado.')).toBeVisible();
  await expect.poll(() => latestCode(request, founder.email)).not.toBe(first);

  // Signing in before confirming: the login offers the code step, which ends at the login.
  await page.goto('/login');
  await signInThroughForm(page, founder);
  await page.getByRole('link', { name: 'Confirmar meu e-mail com o código' }).click();
  await expect(page).toHaveURL(/\/signup\?confirm=/);
  await page.getByLabel('Código de confirmação').fill(await latestCode(request, founder.email));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page.getByText('E-mail confirmado! Entre com a sua senha para começar.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expectOnLogin(page);
  await signInThroughForm(page, founder);
  await expect(page).toHaveURL(/\/meetings$/);
});

test('signing up with an e-mail that has an account tells nothing about it', async ({ page, request }) => {
  const founder = founderOf(randomUUID().slice(0, 8));
  await page.goto('/signup');
  await submitSignUp(page, founder);
  await confirmSignUp(page, request, founder.email);

  // Someone else tries the same address: the same code screen as anyone gets, and no code that works.
  const other = await page
    .context()
    .browser()!
    .newContext({ storageState: { cookies: [], origins: [] } });
  const stranger = await other.newPage();
  await stranger.goto('/signup');
  await submitSignUp(stranger, { ...founder, password: 'Outra#Senha2026', companyName: 'Intrusa' });
  await expect(stranger.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  const outbox = await request.get(`/cognito/_outbox?${new URLSearchParams({ to: founder.email })}`);
  const [newest] = (await outbox.json()) as { kind: string; code: string }[];
  expect(newest?.kind).not.toBe('SIGN_UP');
  await stranger.getByLabel('Código de confirmação').fill('123456');
  await stranger.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(stranger.getByRole('alert')).toBeVisible();
  await other.close();
});
