/*
 * The bot config page (/config/bot, administrators).
 * - loading: GET /api/companies/bot-config; failed says why and can retry.
 * - ready.idle: the stored config is shown; one write at a time:
 *   - name.submit: sent only when non-empty after trimming and different from the current name (spec
 *     section 5, botNameToSend); otherwise nothing is sent and the form says why (nameProblem).
 *   - image.choose: a picture is checked for type and size here (the server checks them again, with the
 *     dimensions, by its content) and kept as `pendingImage` for its preview; image.send uploads it,
 *     image.discard drops it. A refused picture keeps the current one and says why.
 *   - image.remove, imageStatus.set, privacyEmail.set.
 * - ready.saving: the write in flight (`pendingWrite`); its answer replaces the config, its failure is kept in
 *   `writeFailure` with what was typed or chosen, and the stored config stays as it was.
 */
import { assign, setup } from 'xstate';
import {
  botImageRules,
  botNameToSend,
  type BotConfig,
  type BotImageStatus,
} from '../../../api-contract/bot-config.ts';
import { appError, describeError, type AppError } from '../../../services/errors.ts';
import { errorOf } from '../../shared/failure.ts';
import { botConfigActors, type BotConfigWrite } from './actors.ts';

/** Why a name was not sent: nothing typed, or the name the bot already has. */
export type NameProblem = 'empty' | 'unchanged';

export type BotConfigContext = {
  config: BotConfig | null;
  loadFailure: AppError | null;
  /** The name as typed last, kept when it is refused. */
  nameDraft: string;
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
  | { type: 'name.submit'; name: string }
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
  nameDraft: '',
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
    nameToSend: ({ context }, name: string) => botNameToSend(name, context.config?.name ?? '') !== undefined,
    imageAcceptable: (_, file: File) => imageProblemOf(file) === null,
    hasPendingImage: ({ context }) => context.pendingImage !== null,
    hasImage: ({ context }) => context.config?.imageUrl != null,
  },
  actions: {
    takeConfig: assign((_, config: BotConfig) => ({ config, loadFailure: null, nameDraft: config.name })),
    failLoad: assign((_, error: unknown) => ({ loadFailure: describeError(error, 'request') })),
    refuseName: assign((_, name: string) => ({
      nameDraft: name,
      nameProblem: (name.trim() === '' ? 'empty' : 'unchanged') as NameProblem,
      writeFailure: null,
      lastSaved: null,
    })),
    startWrite: assign((_, write: BotConfigWrite) => ({
      pendingWrite: write,
      writeFailure: null,
      lastSaved: null,
      nameProblem: null,
      ...(write.kind === 'name' ? { nameDraft: write.name } : {}),
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
      nameDraft: context.pendingWrite?.kind === 'name' ? config.name : context.nameDraft,
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
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBotConfig',
        src: 'loadBotConfig',
        onDone: { target: 'ready', actions: { type: 'takeConfig', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'failLoad', params: errorOf } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'config.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'name.submit': [
              {
                guard: { type: 'nameToSend', params: ({ event }) => event.name },
                target: 'saving',
                actions: {
                  type: 'startWrite',
                  params: ({ event }) => ({ kind: 'name' as const, name: event.name.trim() }),
                },
              },
              { actions: { type: 'refuseName', params: ({ event }) => event.name } },
            ],
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
            'imageStatus.set': {
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
