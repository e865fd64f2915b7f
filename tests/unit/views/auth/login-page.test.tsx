import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeAnswer, SignInNextStep } from '../../../../src/services/identity.ts';
import { renderApp } from '../support/render-app.tsx';
import { sessionLogic } from '../support/session-fixtures.ts';

const backendWrongCredentials = 'Email ou senha incorretos. Por favor, tente novamente.';
const seller = { email: 'vendedor@demo.com.br', password: 'Demo@2026!' };

const namedError = (name: string, message = name) => Object.assign(new Error(message), { name });

async function submitCredentials(user: ReturnType<typeof userEvent.setup>, email = seller.email) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), seller.password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/** A provider whose sign-in answers `first` and whose confirmations answer from `next`, in order. */
function challengeFlow(first: SignInNextStep, ...next: SignInNextStep[]) {
  const confirmSignIn = vi.fn<(answer: ChallengeAnswer) => Promise<SignInNextStep>>(async () => {
    const step = next.shift();
    if (!step) throw new Error('unexpected confirmation');
    return step;
  });
  return { signIn: async () => first, confirmSignIn };
}

describe('LoginPage: credentials', () => {
  beforeEach(() => localStorage.clear());

  it('shows the logo, the product name and a Portuguese subtitle', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pauta' })).toBeTruthy();
    expect(screen.getByText('Seu assistente para reuniões de vendas')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Pauta' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Entrar com SSO' }).getAttribute('href')).toBe('/sso');
  });

  it('after the provider and the backend both refuse, shows the backend message and keeps the e-mail', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await submitCredentials(user);

    expect((await screen.findByRole('alert')).textContent).toBe(backendWrongCredentials);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(seller.email);
    expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the catalogue message of a provider failure that is not about the credentials', async () => {
    const user = userEvent.setup();
    renderApp(
      '/login',
      sessionLogic({ signIn: () => Promise.reject(namedError('TooManyRequestsException')) }),
    );
    await submitCredentials(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
    );
  });

  it('validates in Portuguese before anything is sent', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderApp(
      '/login',
      sessionLogic({ signIn: () => ((attempts += 1), Promise.reject(new Error('unreachable'))) }),
    );

    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('Informe sua senha.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(attempts).toBe(0);
  });

  it('disables the submit button while signing in', async () => {
    const user = userEvent.setup();
    renderApp('/login', sessionLogic({ signIn: () => new Promise(() => undefined) }));
    await submitCredentials(user);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Entrando…' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('a basic user found by the backend goes straight to the meetings', async () => {
    const user = userEvent.setup();
    const view = renderApp(
      '/login',
      sessionLogic({ basicLogin: async () => ({ authType: 'basic', cognitoId: null }) }),
    );
    await submitCredentials(user, 'legado@demo.com.br');
    await waitFor(() => expect(view.currentPath()).toBe('/meetings'));
  });

  it('a migrated user is signed in again by the provider and told "Login realizado com sucesso!"', async () => {
    const user = userEvent.setup();
    let providerCalls = 0;
    renderApp(
      '/login',
      sessionLogic({
        signIn: async () => {
          providerCalls += 1;
          if (providerCalls === 1) throw namedError('UserNotFoundException', 'User does not exist.');
          return { signInStep: 'DONE' };
        },
        basicLogin: async () => ({ authType: 'cognito', cognitoId: 'c-1' }),
      }),
    );
    await submitCredentials(user, 'migrado@demo.com.br');
    expect((await screen.findByRole('status')).textContent).toBe('Login realizado com sucesso!');
    expect(providerCalls).toBe(2);
  });

  it('an unconfirmed account gets the support message on the form', async () => {
    const user = userEvent.setup();
    renderApp('/login', sessionLogic({ signIn: async () => ({ signInStep: 'CONFIRM_SIGN_UP' }) }));
    await submitCredentials(user, 'naoconfirmado@demo.com.br');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sua conta ainda não foi confirmada. Contate o suporte.',
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('naoconfirmado@demo.com.br');
  });
});

describe('LoginPage: challenge screens', () => {
  it('TOTP code: sends the six digits and, on DONE, enters the app', async () => {
    const user = userEvent.setup();
    const flow = challengeFlow({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, { signInStep: 'DONE' });
    const view = renderApp('/login', sessionLogic(flow));
    await submitCredentials(user);

    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas' })).toBeTruthy();
    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(view.currentPath()).toBe('/meetings'));
    expect(flow.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
  });

  it('a wrong code keeps the code screen with the reason; "Voltar ao login" keeps the e-mail', async () => {
    const user = userEvent.setup();
    renderApp(
      '/login',
      sessionLogic({
        signIn: async () => ({
          signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
          destination: 'v***@demo.com.br',
        }),
        confirmSignIn: () => Promise.reject(namedError('CodeMismatchException')),
      }),
    );
    await submitCredentials(user);
    expect(await screen.findByText('Enviamos um código de verificação para v***@demo.com.br.')).toBeTruthy();

    await user.type(screen.getByLabelText('Código de verificação'), '12');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe o código de 6 dígitos.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Código de verificação'));
    await user.type(screen.getByLabelText('Código de verificação'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Código inválido. Verifique o código e tente novamente.',
    );

    await user.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe(seller.email);
  });

  it('MFA selection offers only the allowed types and answers with the chosen one', async () => {
    const user = userEvent.setup();
    const flow = challengeFlow(
      { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: ['TOTP', 'EMAIL'] },
      { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' },
    );
    renderApp('/login', sessionLogic(flow));
    await submitCredentials(user);

    expect(await screen.findByRole('button', { name: 'Aplicativo autenticador' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SMS' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(await screen.findByRole('heading', { name: 'Confirme seu e-mail' })).toBeTruthy();
    expect(flow.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'EMAIL' });
  });

  it('MFA setup with both types lets the person choose', async () => {
    const user = userEvent.setup();
    const flow = challengeFlow(
      { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['TOTP', 'EMAIL'] },
      { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' },
    );
    renderApp('/login', sessionLogic(flow));
    await submitCredentials(user);

    expect(
      await screen.findByRole('heading', { name: 'Configure a verificação em duas etapas' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(await screen.findByRole('heading', { name: 'Configure a verificação por e-mail' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(seller.email);
  });

  it('TOTP setup shows the shared secret and the QR code, then sends the first code', async () => {
    const user = userEvent.setup();
    const setupUri = 'otpauth://totp/Pauta:vendedor@demo.com.br?secret=ABCDEF234567&issuer=Pauta';
    const flow = challengeFlow(
      { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', sharedSecret: 'ABCDEF234567', setupUri },
      { signInStep: 'DONE' },
    );
    const view = renderApp('/login', sessionLogic(flow));
    await submitCredentials(user);

    expect(
      await screen.findByRole('heading', { name: 'Configure seu aplicativo autenticador' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Chave de configuração').textContent).toBe('ABCDEF234567');
    const qr = await screen.findByRole('img', { name: 'QR code para configurar o aplicativo autenticador' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(qr.getAttribute('data-otpauth')).toBe(setupUri);

    await user.type(screen.getByLabelText('Código de verificação'), '000111');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(view.currentPath()).toBe('/meetings'));
    expect(flow.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '000111' });
  });

  it('a new password with missing attributes asks for them and answers with the typed password', async () => {
    const user = userEvent.setup();
    const flow = challengeFlow(
      { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: ['given_name'] },
      { signInStep: 'DONE' },
    );
    renderApp('/login', sessionLogic(flow));
    await submitCredentials(user, 'novo@demo.com.br');

    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Preencha este campo.')).toBeTruthy();
    await user.type(screen.getByLabelText('Nome'), 'Nina');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(flow.confirmSignIn).toHaveBeenCalledWith({
        challengeResponse: seller.password,
        userAttributes: { given_name: 'Nina' },
      }),
    );
  });

  it('a required password reset leads to /forgot-password with the typed e-mail', async () => {
    const user = userEvent.setup();
    renderApp('/login', sessionLogic({ signIn: async () => ({ signInStep: 'RESET_PASSWORD' }) }));
    await submitCredentials(user, 'trocar@demo.com.br');
    const link = await screen.findByRole('link', { name: 'Redefinir senha' });
    expect(link.getAttribute('href')).toBe('/forgot-password?email=trocar%40demo.com.br');
  });

  it('first-factor selection and custom challenge screens send the choice and the answer', async () => {
    const user = userEvent.setup();
    const flow = challengeFlow(
      { signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ['EMAIL_OTP'] },
      { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: { question: 'Cor favorita?' } },
      { signInStep: 'DONE' },
    );
    renderApp('/login', sessionLogic(flow));
    await submitCredentials(user);

    await user.click(await screen.findByRole('button', { name: 'Receber código por e-mail' }));
    expect(await screen.findByText('Cor favorita?')).toBeTruthy();
    await user.type(screen.getByLabelText('Resposta'), 'azul');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(flow.confirmSignIn).toHaveBeenLastCalledWith({ challengeResponse: 'azul' }));
    expect(flow.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'EMAIL_OTP' });
  });

  const passwordless = () =>
    vi.fn<(start: { email: string; preferredChallenge: string | null }) => Promise<SignInNextStep>>(
      async ({ preferredChallenge }) =>
        preferredChallenge === 'EMAIL_OTP'
          ? { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', destination: 'v***@d***' }
          : {
              signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
              availableChallenges: ['PASSWORD_SRP', 'PASSWORD', 'EMAIL_OTP', 'SMS_OTP'],
            },
    );

  it('"Receber código por e-mail" needs the e-mail alone and opens the code screen', async () => {
    const user = userEvent.setup();
    const signInWithoutPassword = passwordless();
    renderApp('/login', sessionLogic({ signInWithoutPassword }));

    await user.click(await screen.findByRole('button', { name: 'Receber código por e-mail' }));
    expect(await screen.findByText('Informe seu e-mail.')).toBeTruthy();
    expect(signInWithoutPassword).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('E-mail'), ` ${seller.email}`);
    await user.click(screen.getByRole('button', { name: 'Receber código por e-mail' }));
    expect(await screen.findByText('Enviamos um código de verificação para v***@d***.')).toBeTruthy();
    expect(signInWithoutPassword).toHaveBeenLastCalledWith({
      email: seller.email,
      preferredChallenge: 'EMAIL_OTP',
    });
  });

  it('"Mais opções de acesso" lists the codes the pool allows; the password is typed on the form', async () => {
    const user = userEvent.setup();
    const signInWithoutPassword = passwordless();
    renderApp('/login', sessionLogic({ signInWithoutPassword }));

    await user.type(await screen.findByLabelText('E-mail'), seller.email);
    await user.click(screen.getByRole('button', { name: 'Mais opções de acesso' }));
    expect(await screen.findByText('Para entrar com a sua senha, volte ao login.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Receber código por e-mail',
      'Receber código por SMS',
      'Voltar ao login',
    ]);
    expect(signInWithoutPassword).toHaveBeenLastCalledWith({ email: seller.email, preferredChallenge: null });
  });
});
