import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewAccount, SignUpStep } from '../../../../src/machines/auth/sign-up/actors.ts';
import { signUpMachine } from '../../../../src/machines/auth/sign-up/sign-up.machine.ts';
import type { CodeDelivery } from '../../../../src/services/identity-password.ts';
import { forgetRedirectOutcome } from '../../../../src/services/identity-sso.ts';
import type { SignInNextStep } from '../../../../src/services/identity.ts';
import { SessionContext } from '../../../../src/views/contexts/session.ts';
import { SignUpContext, signUpOptions } from '../../../../src/views/auth/sign-up/sign-up-context.ts';
import { SignUpScreen } from '../../../../src/views/auth/sign-up/SignUpScreen.tsx';
import { renderApp, renderView } from '../support/render-app.tsx';
import { sessionLogic } from '../support/session-fixtures.ts';

const namedError = (name: string, message = name) => Object.assign(new Error(message), { name });
const delivery: CodeDelivery = { destination: 'f***@n***', medium: 'EMAIL' };
const codeStep: SignUpStep = { step: 'CONFIRM_SIGN_UP', delivery };

// The sign-up announces its sign-in on the page's feed of sign-ins; the next test's session must not hear it.
afterEach(() => forgetRedirectOutcome());

function signUpLogic({
  createAccount = async () => codeStep,
  confirmCode = async () => undefined,
  signIn = async () => ({ signInStep: 'DONE' }),
}: {
  createAccount?: (input: NewAccount) => Promise<SignUpStep>;
  confirmCode?: (input: { email: string; code: string }) => Promise<void>;
  signIn?: (input: { email: string; password: string }) => Promise<SignInNextStep>;
} = {}) {
  return signUpMachine.provide({
    actors: {
      createAccount: fromPromise<SignUpStep, NewAccount>(({ input }) => createAccount(input)),
      confirmCode: fromPromise<void, { email: string; code: string }>(({ input }) => confirmCode(input)),
      resendCode: fromPromise<CodeDelivery, { email: string }>(async () => delivery),
      signIn: fromPromise<SignInNextStep, { email: string; password: string }>(({ input }) => signIn(input)),
    },
  });
}

/** The session's state, so a test sees the sign-up hand over to it. */
function SessionState() {
  const value = SessionContext.useSelector((snapshot) => JSON.stringify(snapshot.value));
  return <output data-testid="session">{value}</output>;
}

function renderSignUp(logic = signUpLogic(), search = '') {
  return renderView(
    <SessionContext.Provider logic={sessionLogic()}>
      <SignUpContext.Provider logic={logic} options={signUpOptions(search)}>
        <SignUpScreen />
      </SignUpContext.Provider>
      <SessionState />
    </SessionContext.Provider>,
    `/signup${search}`,
  );
}

const typed = {
  givenName: 'Fernanda',
  familyName: 'Fundadora',
  email: 'fernanda@nova-empresa.com.br',
  password: 'Pauta#2026',
  companyName: 'Nova Empresa',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = typed) {
  await user.type(screen.getByLabelText('Nome'), values.givenName);
  await user.type(screen.getByLabelText('Sobrenome'), values.familyName);
  await user.type(screen.getByLabelText('E-mail de trabalho'), values.email);
  await user.type(screen.getByLabelText('Senha'), values.password);
  await user.type(screen.getByLabelText('Nome da empresa'), values.companyName);
}

describe('SignUpPage', () => {
  it('ticks each password rule as it is met, and reads them with the field', async () => {
    const user = userEvent.setup();
    renderSignUp();
    const password = screen.getByLabelText('Senha');
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    await user.type(password, 'abc');
    const rules = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules()).toEqual([
      '○pelo menos 8 caracteres (pendente)',
      '○uma letra maiúscula (pendente)',
      '✓uma letra minúscula (atendido)',
      '○um número (pendente)',
      '○um símbolo (como ! @ # ?) (pendente)',
    ]);
    await user.type(password, 'D1!efgh');
    expect(rules().every((rule) => rule?.includes('(atendido)'))).toBe(true);
  });

  it('refuses an incomplete form in Portuguese without calling the provider', async () => {
    const user = userEvent.setup();
    const createAccount = vi.fn<(input: NewAccount) => Promise<SignUpStep>>(async () => codeStep);
    renderSignUp(signUpLogic({ createAccount }));
    await user.type(screen.getByLabelText('Senha'), 'fraca');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Informe seu nome.')).toBeTruthy();
    expect(screen.getByText('A senha ainda não atende a todos os requisitos abaixo.')).toBeTruthy();
    expect(screen.getByText('Informe o nome da empresa.')).toBeTruthy();
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('sends what was typed; a refusal keeps it all, with the message', async () => {
    const user = userEvent.setup();
    const createAccount = vi.fn<(input: NewAccount) => Promise<SignUpStep>>(() =>
      Promise.reject(namedError('InvalidParameterException', 'Este domínio entra por login único (SSO).')),
    );
    renderSignUp(signUpLogic({ createAccount }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este domínio entra por login único (SSO): use “Entrar com SSO” na página de login.',
    );
    expect(createAccount).toHaveBeenCalledWith(typed);
    expect((screen.getByLabelText('Nome da empresa') as HTMLInputElement).value).toBe('Nova Empresa');
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('Pauta#2026');
  });

  it('asks for the e-mailed code, confirms, signs in and hands over to the session', async () => {
    const user = userEvent.setup();
    const confirmCode = vi.fn<(input: { email: string; code: string }) => Promise<void>>(
      async () => undefined,
    );
    renderSignUp(signUpLogic({ confirmCode }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Enviamos um código de confirmação para f***@n***.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reenviar código' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(screen.getByLabelText('Código de confirmação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
    await waitFor(() => expect(screen.getByTestId('session').textContent).toContain('authenticated'));
    expect(confirmCode).toHaveBeenCalledWith({ email: typed.email, code: '123456' });
  });

  it('from the login (?confirm=), starts at the code and then sends the person to sign in', async () => {
    const user = userEvent.setup();
    renderSignUp(signUpLogic(), `?confirm=${encodeURIComponent(typed.email)}`);
    expect(screen.getByText(`Enviamos um código de confirmação para ${typed.email}.`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reenviar código' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.type(screen.getByLabelText('Código de confirmação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
    expect(await screen.findByText('E-mail confirmado! Entre com a sua senha para começar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/login');
  });

  it('is linked from the login and is the /signup route', async () => {
    const view = renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Crie a conta da sua empresa' });
    expect(link.getAttribute('href')).toBe('/signup');
    view.unmount();
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Criar conta' })).toBeTruthy();
  });

  it('a login of an unconfirmed account offers to confirm it with the code', async () => {
    const user = userEvent.setup();
    renderApp('/login', sessionLogic({ signIn: async () => ({ signInStep: 'CONFIRM_SIGN_UP' }) }));
    await user.type(await screen.findByLabelText('E-mail'), typed.email);
    await user.type(screen.getByLabelText('Senha'), typed.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const link = await screen.findByRole('link', { name: 'Confirmar meu e-mail com o código' });
    expect(link.getAttribute('href')).toBe(`/signup?confirm=${encodeURIComponent(typed.email)}`);
  });
});
