/*
 * /config/security, "Segurança da conta": the signed-in person's MFA, passkeys and remembered devices at the
 * identity provider. Signing out everywhere is the session's (session.signOut with everywhere).
 * - loading: the MFA preference, the passkeys and the devices; loadFailed says why and can retry.
 * - idle: the three sections shown; one change at a time, each its own state, and a refusal is shown in the
 *   section it came from (`actionFailure`, `failedSection`), the rest of the page as it was:
 *   - addingPasskey (the browser's WebAuthn ceremony, then the name), removingPasskey;
 *   - rememberingDevice (this browser's), forgettingDevice;
 *   - savingMfa (off, e-mail, SMS), or the authenticator app set up first: startingTotp (its secret),
 *     confirmingTotp (the person reads the QR code and types its first code, or cancels), verifyingTotp.
 */
import { assertEvent, assign, setup } from 'xstate';
import { describeError, type AppError } from '../../../services/errors.ts';
import type { MfaSettings, Passkey, TrackedDevice } from '../../../services/identity-security.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { accountSecurityActors, type MfaChoice, type TotpSetup } from './actors.ts';

/** The section a change belongs to, where its refusal is shown. */
export type SecuritySection = 'passkeys' | 'devices' | 'mfa';

export type AccountSecurityContext = {
  mfa: MfaSettings | null;
  passkeys: Passkey[];
  /** Null when the user pool tracks no device: the page then has no devices section. */
  devices: TrackedDevice[] | null;
  /** The authenticator app's secret while it is being set up. */
  totpSetup: TotpSetup | null;
  /** Why the page could not load. */
  failure: AppError | null;
  /** Why the last change was refused, and in which section. */
  actionFailure: AppError | null;
  failedSection: SecuritySection | null;
};

export type AccountSecurityEvent =
  | { type: 'security.retry' }
  | { type: 'passkey.add'; name: string }
  | { type: 'passkey.remove'; id: string }
  | { type: 'device.remember' }
  | { type: 'device.forget'; id: string }
  | { type: 'mfa.choose'; choice: MfaChoice }
  | { type: 'totp.confirm'; code: string }
  | { type: 'totp.cancel' };

/** A change's refusal, described as this page reads the identity provider's, shown in its section. */
const failIn = (section: SecuritySection) =>
  assign<AccountSecurityContext, AccountSecurityEvent, unknown, AccountSecurityEvent, never>((_, error) => ({
    actionFailure: describeError(error, 'accountSecurity'),
    failedSection: section,
  }));

export const accountSecurityMachine = setup({
  types: {
    context: {} as AccountSecurityContext,
    events: {} as AccountSecurityEvent,
  },
  actors: accountSecurityActors,
  guards: {
    /** TOTP is chosen but not on yet: the app must be set up (and its code proven) first. */
    needsTotpSetup: ({ context, event }) =>
      event.type === 'mfa.choose' && event.choice === 'TOTP' && !context.mfa?.enabled.includes('TOTP'),
  },
  actions: {
    fail: failWith('request'),
    clearFailure: clearFailure(),
    takeLoaded: assign((_, loaded: Pick<AccountSecurityContext, 'mfa' | 'passkeys' | 'devices'>) => loaded),
    takePasskeys: assign((_, passkeys: Passkey[]) => ({ passkeys })),
    takeDevices: assign((_, devices: TrackedDevice[] | null) => ({ devices })),
    takeMfa: assign((_, mfa: MfaSettings) => ({ mfa, totpSetup: null })),
    takeTotpSetup: assign((_, totpSetup: TotpSetup) => ({ totpSetup })),
    forgetTotpSetup: assign({ totpSetup: null }),
    failPasskey: failIn('passkeys'),
    failDevice: failIn('devices'),
    failMfa: failIn('mfa'),
    clearActionFailure: assign({ actionFailure: null, failedSection: null }),
  },
}).createMachine({
  id: 'accountSecurity',
  description: 'Segurança da conta: MFA, chaves de acesso e dispositivos lembrados',
  meta: {
    events: {
      'xstate.done.actor.loadSecurity': 'MFA, chaves de acesso e dispositivos recebidos',
      'xstate.error.actor.loadSecurity': 'Falhou ao buscar a segurança da conta',
      'security.retry': 'Pessoa pediu para carregar de novo',
      'passkey.add': 'Pessoa pediu para adicionar uma chave de acesso',
      'xstate.done.actor.addPasskey': 'Chave de acesso registrada',
      'xstate.error.actor.addPasskey': 'Registro da chave de acesso falhou ou foi cancelado',
      'passkey.remove': 'Pessoa removeu uma chave de acesso',
      'xstate.done.actor.removePasskey': 'Chave de acesso removida',
      'xstate.error.actor.removePasskey': 'Falhou ao remover a chave de acesso',
      'device.remember': 'Pessoa pediu para lembrar este dispositivo',
      'xstate.done.actor.rememberDevice': 'Dispositivo lembrado',
      'xstate.error.actor.rememberDevice': 'Falhou ao lembrar o dispositivo',
      'device.forget': 'Pessoa esqueceu um dispositivo',
      'xstate.done.actor.forgetDevice': 'Dispositivo esquecido',
      'xstate.error.actor.forgetDevice': 'Falhou ao esquecer o dispositivo',
      'mfa.choose': 'Pessoa escolheu como confirmar a entrada (MFA)',
      'xstate.done.actor.saveMfa': 'Preferência de MFA salva',
      'xstate.error.actor.saveMfa': 'Falhou ao salvar a preferência de MFA',
      'xstate.done.actor.startTotpSetup': 'Segredo do aplicativo autenticador recebido',
      'xstate.error.actor.startTotpSetup': 'Falhou ao iniciar o aplicativo autenticador',
      'totp.confirm': 'Pessoa enviou o código do aplicativo',
      'xstate.done.actor.confirmTotpSetup': 'Aplicativo autenticador ativado',
      'xstate.error.actor.confirmTotpSetup': 'Código do aplicativo recusado',
      'totp.cancel': 'Pessoa desistiu do aplicativo autenticador',
    },
  },
  context: {
    mfa: null,
    passkeys: [],
    devices: null,
    totpSetup: null,
    failure: null,
    actionFailure: null,
    failedSection: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando MFA, chaves de acesso e dispositivos no serviço de identidade',
      tags: ['busy'],
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'security.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      description: 'As três seções; uma alteração por vez',
      initial: 'idle',
      states: {
        idle: {
          description: 'MFA, chaves de acesso e dispositivos mostrados',
          on: {
            'passkey.add': { target: 'addingPasskey', actions: 'clearActionFailure' },
            'passkey.remove': { target: 'removingPasskey', actions: 'clearActionFailure' },
            'device.remember': { target: 'rememberingDevice', actions: 'clearActionFailure' },
            'device.forget': { target: 'forgettingDevice', actions: 'clearActionFailure' },
            'mfa.choose': [
              { guard: 'needsTotpSetup', target: 'startingTotp', actions: 'clearActionFailure' },
              { target: 'savingMfa', actions: 'clearActionFailure' },
            ],
          },
        },
        addingPasskey: {
          description: 'O navegador pede à pessoa que crie a chave de acesso; depois o nome é salvo',
          tags: ['busy'],
          invoke: {
            id: 'addPasskey',
            src: 'addPasskey',
            input: ({ event }) => {
              assertEvent(event, 'passkey.add');
              return { name: event.name };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'takePasskeys', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'failPasskey', params: errorOf } },
          },
        },
        removingPasskey: {
          description: 'Removendo a chave de acesso no serviço de identidade',
          tags: ['busy'],
          invoke: {
            id: 'removePasskey',
            src: 'removePasskey',
            input: ({ event }) => {
              assertEvent(event, 'passkey.remove');
              return { id: event.id };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'takePasskeys', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'failPasskey', params: errorOf } },
          },
        },
        rememberingDevice: {
          description: 'Lembrando este dispositivo: a próxima entrada por ele dispensa o MFA',
          tags: ['busy'],
          invoke: {
            id: 'rememberDevice',
            src: 'rememberDevice',
            onDone: { target: 'idle', actions: { type: 'takeDevices', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failDevice', params: errorOf } },
          },
        },
        forgettingDevice: {
          description: 'Esquecendo o dispositivo: a próxima entrada por ele pede o MFA',
          tags: ['busy'],
          invoke: {
            id: 'forgetDevice',
            src: 'forgetDevice',
            input: ({ event }) => {
              assertEvent(event, 'device.forget');
              return { id: event.id };
            },
            onDone: { target: 'idle', actions: { type: 'takeDevices', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failDevice', params: errorOf } },
          },
        },
        savingMfa: {
          description: 'Salvando a escolha de MFA',
          tags: ['busy'],
          invoke: {
            id: 'saveMfa',
            src: 'saveMfa',
            input: ({ context, event }) => {
              assertEvent(event, 'mfa.choose');
              return { choice: event.choice, current: context.mfa ?? { enabled: [], preferred: null } };
            },
            onDone: { target: 'idle', actions: { type: 'takeMfa', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failMfa', params: errorOf } },
          },
        },
        startingTotp: {
          description: 'Pedindo o segredo do aplicativo autenticador',
          tags: ['busy'],
          invoke: {
            id: 'startTotpSetup',
            src: 'startTotpSetup',
            onDone: {
              target: 'confirmingTotp',
              actions: { type: 'takeTotpSetup', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'failMfa', params: errorOf } },
          },
        },
        confirmingTotp: {
          description: 'Pessoa lê o QR code no aplicativo e digita o primeiro código',
          on: {
            'totp.confirm': { target: 'verifyingTotp', actions: 'clearActionFailure' },
            'totp.cancel': { target: 'idle', actions: ['forgetTotpSetup', 'clearActionFailure'] },
          },
        },
        verifyingTotp: {
          description: 'Conferindo o código do aplicativo e ativando o MFA por aplicativo',
          tags: ['busy'],
          invoke: {
            id: 'confirmTotpSetup',
            src: 'confirmTotpSetup',
            input: ({ event }) => {
              assertEvent(event, 'totp.confirm');
              return { code: event.code };
            },
            onDone: { target: 'idle', actions: { type: 'takeMfa', params: ({ event }) => event.output } },
            // A wrong code keeps the secret on screen, so the person types the next code.
            onError: { target: 'confirmingTotp', actions: { type: 'failMfa', params: errorOf } },
          },
        },
      },
    },
  },
});
