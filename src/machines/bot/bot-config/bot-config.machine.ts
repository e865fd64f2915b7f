/*
 * The bot config page (/config/bot, administrators).
 * - loading: GET /api/companies/bot-config; failed says why and can retry.
 * - ready.idle: the stored config is shown; one write at a time:
 *   - name.submit: the name as the form checked it (bot-name-form-schema.ts: trimmed, not empty), sent only
 *     when different from the current one (spec section 5); otherwise nothing is sent and the form says why
 *     (nameProblem). name.refused is the form's own refusal (an empty name), said the same way.
 *   - image.choose: a picture is checked for type and size here (the server checks them again, with the
 *     dimensions, by its content) and kept as `pendingImage` for its preview; image.send uploads it,
 *     image.discard drops it. A refused picture keeps the current one and says why.
 *   - image.remove, imageStatus.set, privacyEmail.set.
 * - ready.saving: the write in flight (`pendingWrite`); its answer replaces the config, its failure is kept in
 *   `writeFailure` with what was chosen (what was typed stays in the form), and the stored config stays as it
 *   was.
 */
import { assign, setup } from 'xstate';
import { botImageRules, type BotConfig, type BotImageStatus } from '../../../api-contract/bot-config.ts';
import { appError, describeError, type AppError, type ErrorKey } from '../../../services/errors.ts';
import { errorOf } from '../../shared/failure.ts';
import { botConfigActors, type BotConfigWrite } from './actors.ts';

/** Why a name was not sent: the form refused it (its message's i18n key), or it is the bot's name already. */
export type NameProblem = { kind: 'refused'; reason: ErrorKey } | { kind: 'unchanged' };

export type BotConfigContext = {
  config: BotConfig | null;
  loadFailure: AppError | null;
  nameProblem: NameProblem | null;
  /** A chosen picture waiting to be sent, shown as a preview. */
  pendingImage: File | null;
  /** Why a chosen picture was refused before sending. */
  imageProblem: AppError | null;
  pendingWrite: BotConfigWrite | null;
  /** Why the last write failed, and which kind it was (the view shows it beside that control). */
  writeFailure: { kind: BotConfigWrite['kind']; error: AppError } | null;
  /** The kind of the last write that succeeded, for a "saved" status. */
  lastSaved: BotConfigWrite['kind'] | null;
};

export type BotConfigEvent =
  | { type: 'config.retry' }
  /** The name as the form hands it: trimmed, not empty. */
  | { type: 'name.submit'; name: string }
  /** The form refused what was typed; `reason` is its message's i18n key. */
  | { type: 'name.refused'; reason: ErrorKey }
  | { type: 'image.choose'; file: File }
  | { type: 'image.discard' }
  | { type: 'image.send' }
  | { type: 'image.remove' }
  | { type: 'imageStatus.set'; status: BotImageStatus }
  | { type: 'privacyEmail.set'; enabled: boolean };

const accepted: readonly string[] = botImageRules.contentTypes;

/** The picture's first problem the browser can see (its declared type and its size), or null. */
function imageProblemOf(file: File): AppError | null {
  if (!accepted.includes(file.type)) return appError('botConfig:image.wrongType');
  if (file.size > botImageRules.maxBytes) return appError('botConfig:image.tooLarge');
  return null;
}

const initialContext: BotConfigContext = {
  config: null,
  loadFailure: null,
  nameProblem: null,
  pendingImage: null,
  imageProblem: null,
  pendingWrite: null,
  writeFailure: null,
  lastSaved: null,
};

export const botConfigMachine = setup({
  types: { context: {} as BotConfigContext, events: {} as BotConfigEvent },
  actors: botConfigActors,
  guards: {
    isNewName: ({ context }, name: string) => name !== context.config?.name,
    imageAcceptable: (_, file: File) => imageProblemOf(file) === null,
    hasPendingImage: ({ context }) => context.pendingImage !== null,
    hasImage: ({ context }) => context.config?.image != null,
  },
  actions: {
    takeConfig: assign((_, config: BotConfig) => ({ config, loadFailure: null })),
    failLoad: assign((_, error: unknown) => ({ loadFailure: describeError(error, 'request') })),
    refuseName: assign((_, problem: NameProblem) => ({
      nameProblem: problem,
      writeFailure: null,
      lastSaved: null,
    })),
    startWrite: assign((_, write: BotConfigWrite) => ({
      pendingWrite: write,
      writeFailure: null,
      lastSaved: null,
      nameProblem: null,
    })),
    chooseImage: assign((_, file: File) => ({ pendingImage: file, imageProblem: null, writeFailure: null })),
    // A new choice, or none, replaces what was said about the previous picture.
    refuseImage: assign((_, file: File) => ({
      imageProblem: imageProblemOf(file),
      pendingImage: null,
      writeFailure: null,
    })),
    discardImage: assign({ pendingImage: null, imageProblem: null, writeFailure: null }),
    saved: assign(({ context }, config: BotConfig) => ({
      config,
      pendingImage: context.pendingWrite?.kind === 'image' ? null : context.pendingImage,
      lastSaved: context.pendingWrite?.kind ?? null,
      pendingWrite: null,
    })),
    failWrite: assign(({ context }, error: unknown) => ({
      writeFailure: context.pendingWrite
        ? { kind: context.pendingWrite.kind, error: describeError(error, 'request') }
        : null,
      pendingWrite: null,
    })),
  },
}).createMachine({
  id: 'botConfig',
  description: 'Configuração do bot da empresa: nome, imagem e aviso de privacidade',
  meta: {
    events: {
      'xstate.done.actor.loadBotConfig': 'Configuração do bot carregada',
      'xstate.error.actor.loadBotConfig': 'Carregamento da configuração do bot falhou',
      'config.retry': 'Pediu para carregar a configuração de novo',
      'name.submit': 'Nome do bot enviado',
      'name.refused': 'Nome do bot recusado pelo formulário',
      'image.choose': 'Imagem do bot escolhida',
      'image.discard': 'Imagem escolhida descartada',
      'image.send': 'Pediu para salvar a imagem escolhida',
      'image.remove': 'Pediu para remover a imagem do bot',
      'imageStatus.set': '"Mostrar a imagem nas reuniões" alterado',
      'privacyEmail.set': '"Enviar aviso de gravação por e-mail" alterado',
      'xstate.done.actor.saveBotConfig': 'Alteração da configuração do bot salva',
      'xstate.error.actor.saveBotConfig': 'Alteração da configuração do bot falhou',
    },
  },
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      description: 'Carregando a configuração do bot',
      tags: ['busy'],
      invoke: {
        id: 'loadBotConfig',
        src: 'loadBotConfig',
        onDone: { target: 'ready', actions: { type: 'takeConfig', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    failed: {
      description: 'Falhou ao carregar a configuração: deixa tentar de novo',
      tags: ['error'],
      on: { 'config.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Mostrando a configuração do bot',
      initial: 'idle',
      states: {
        idle: {
          description: 'Esperando uma alteração no nome, na imagem ou no aviso',
          on: {
            'name.submit': [
              {
                guard: { type: 'isNewName', params: ({ event }) => event.name },
                target: 'saving',
                actions: {
                  type: 'startWrite',
                  params: ({ event }) => ({ kind: 'name' as const, name: event.name }),
                },
              },
              { actions: { type: 'refuseName', params: { kind: 'unchanged' as const } } },
            ],
            'name.refused': {
              actions: {
                type: 'refuseName',
                params: ({ event }) => ({ kind: 'refused' as const, reason: event.reason }),
              },
            },
            'image.choose': [
              {
                guard: { type: 'imageAcceptable', params: ({ event }) => event.file },
                actions: { type: 'chooseImage', params: ({ event }) => event.file },
              },
              { actions: { type: 'refuseImage', params: ({ event }) => event.file } },
            ],
            'image.discard': { actions: 'discardImage' },
            'image.send': {
              guard: 'hasPendingImage',
              target: 'saving',
              actions: {
                type: 'startWrite',
                params: ({ context }) => ({ kind: 'image' as const, file: context.pendingImage! }),
              },
            },
            'image.remove': {
              guard: 'hasImage',
              target: 'saving',
              actions: { type: 'startWrite', params: { kind: 'removeImage' as const } },
            },
            // Without a picture there is nothing to show or hide: the bot enters with the default avatar.
            'imageStatus.set': {
              guard: 'hasImage',
              target: 'saving',
              actions: {
                type: 'startWrite',
                params: ({ event }) => ({ kind: 'imageStatus' as const, status: event.status }),
              },
            },
            'privacyEmail.set': {
              target: 'saving',
              actions: {
                type: 'startWrite',
                params: ({ event }) => ({ kind: 'privacyEmail' as const, enabled: event.enabled }),
              },
            },
          },
        },
        saving: {
          description: 'Salvando a alteração feita',
          tags: ['busy'],
          invoke: {
            id: 'saveBotConfig',
            src: 'saveBotConfig',
            input: ({ context }) => context.pendingWrite!,
            onDone: { target: 'idle', actions: { type: 'saved', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'failWrite', params: errorOf } },
          },
        },
      },
    },
  },
});
