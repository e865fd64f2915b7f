/*
 * A guest at /s/:id. The password lives in this actor's context only (never in storage): a reload asks again.
 * - locked: the password form; a refusal (wrong link or password) or another failure is said beside it.
 * - checking: GET /api/share/meeting with Basic shareId:password.
 * - throttled: too many wrong passwords (429); the form comes back after a pause (throttleCooldown).
 * - open: the meeting as a guest sees it. The transcript machine (child 'transcript', editing refused) owns
 *   search, the current line and seeking. The recording asks GET /api/share/video for a signed URL and asks
 *   once more when the player fails (an expired URL); a 401 there means the owner turned the link off or
 *   changed the password.
 * - revoked: that 401: the meeting leaves the screen, the password is forgotten and the form asks again with
 *   a message saying why.
 * - recordingOnly: GET /api/share/meeting answered 404: the server offers only the spec's GET /api/share/video
 *   (its shared meeting's contents are an extension, docs/api-conformance.md). The recording is asked for
 *   with the same Basic credentials, which checks the password too, and played alone; the page says the
 *   rest is not available on this server.
 * - expired: the right password, but the link's expiry day is past (410, at opening or when asking for the
 *   recording): the page says so; only the owner can give the link a new day, so there is nothing to try.
 */
import { assign, setup } from 'xstate';
import type { SharedMeeting, SharedVideo } from '../../../api-contract/share.ts';
import type { Transcription } from '../../../api-contract/transcription.ts';
import {
  appError,
  describeError,
  isNotFoundError,
  isUnavailableError,
  isShareExpiredError,
  isShareRefusedError,
  isThrottledError,
  type AppError,
} from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { readOnlyTranscript, sharedMeetingActors } from './actors.ts';

// The failure an invoke's onError carries, for the named actions and guards that read it.
export type SharedMeetingContext = {
  shareId: string;
  /** Memory only, for the calls made while the meeting is open. */
  password: string | null;
  meeting: SharedMeeting | null;
  video: SharedVideo | null;
  /** The player failed once and a fresh URL was asked for: a second failure is the recording's own. */
  videoRetried: boolean;
  /** Why the password form is shown again, or why the guest waits. */
  failure: AppError | null;
  videoFailure: AppError | null;
};

export type SharedMeetingEvent =
  { type: 'password.submit'; password: string } | { type: 'video.failed' } | { type: 'video.retry' };

const credentialsOf = ({ context }: { context: SharedMeetingContext }) => ({
  shareId: context.shareId,
  password: context.password ?? '',
});

/** The transcript machine reads a transcription: a guest's carries the share's id, never the meeting's. */
function transcriptionOf(context: SharedMeetingContext): Transcription {
  const meeting = context.meeting;
  if (!meeting) throw new Error('the transcript needs an open meeting');
  return {
    id: meeting.shareId,
    meetingId: meeting.shareId,
    status: 'done',
    improvedAt: null,
    updatedAt: meeting.startTime,
    language: 'pt-BR',
    segments: meeting.segments,
  };
}

const lockedOut = { password: null, meeting: null, video: null, videoRetried: false, videoFailure: null };

export const sharedMeetingMachine = setup({
  types: {
    context: {} as SharedMeetingContext,
    events: {} as SharedMeetingEvent,
    input: {} as { shareId: string },
    children: {} as { transcript: 'transcript' },
  },
  actors: { ...sharedMeetingActors, transcript: readOnlyTranscript },
  delays: { throttleCooldown: 60_000 },
  guards: {
    passwordGiven: (_, password: string) => password.length > 0,
    refused: (_, error: unknown) => isShareRefusedError(error),
    throttled: (_, error: unknown) => isThrottledError(error),
    expired: (_, error: unknown) => isShareExpiredError(error),
    noRecording: (_, error: unknown) => isNotFoundError(error),
    unavailable: (_, error: unknown) => isUnavailableError(error),
    hasRecording: (_, meeting: SharedMeeting) => meeting.hasRecording,
    mayRetryVideo: ({ context }) => !context.videoRetried,
  },
  actions: {
    takePassword: assign((_, password: string) => ({ password, failure: null })),
    takeMeeting: assign((_, meeting: SharedMeeting) => ({ meeting, failure: null })),
    fail: failWith('share'),
    throttle: assign((_, error: unknown) => ({ ...lockedOut, failure: describeError(error, 'share') })),
    revoke: assign({ ...lockedOut, failure: appError('share:guest.revoked') }),
    expire: assign({ ...lockedOut, failure: appError('share:guest.expired') }),
    failVideo: assign((_, error: unknown) => ({ video: null, videoFailure: describeError(error, 'share') })),
    takeVideo: assign((_, video: SharedVideo) => ({ video, videoFailure: null })),
    dropVideo: assign({ video: null }),
    /** The player gave up on the video it had: the guest reads why and may ask again. */
    failPlayer: assign({ video: null, videoFailure: appError('share:guest.playerFailed') }),
    markVideoRetried: assign({ videoRetried: true }),
    allowVideoRetry: assign({ videoRetried: false }),
    /** The cooldown is over: the password form again, without the throttling message. */
    endThrottle: assign({ failure: null }),
  },
}).createMachine({
  id: 'sharedMeeting',
  description: 'Convidado abrindo uma reunião compartilhada por link com senha',
  meta: {
    events: {
      'password.submit': 'Convidado enviou a senha do link',
      'xstate.done.actor.loadMeeting': 'Servidor aceitou a senha e enviou a reunião',
      'xstate.error.actor.loadMeeting': 'Servidor recusou a senha ou falhou',
      'xstate.after.throttleCooldown': 'Passou a pausa depois de muitas senhas erradas',
      'xstate.error.actor.transcript': 'Transcrição parou com um erro inesperado',
      'xstate.done.actor.loadVideo': 'Servidor enviou o link da gravação',
      'xstate.error.actor.loadVideo': 'Pedir o link da gravação falhou',
      'video.failed': 'Player não conseguiu reproduzir a gravação',
      'video.retry': 'Convidado pediu para tentar a gravação de novo',
      'xstate.done.actor.loadRecording': 'Servidor aceitou a senha e enviou o link da gravação',
      'xstate.error.actor.loadRecording': 'Servidor recusou a senha ou não enviou a gravação',
    },
  },
  context: ({ input }) => ({
    shareId: input.shareId,
    password: null,
    meeting: null,
    video: null,
    videoRetried: false,
    failure: null,
    videoFailure: null,
  }),
  initial: 'locked',
  states: {
    locked: {
      description: 'Esperando o convidado digitar a senha do link',
      on: {
        'password.submit': {
          guard: { type: 'passwordGiven', params: ({ event }) => event.password },
          target: 'checking',
          actions: { type: 'takePassword', params: ({ event }) => event.password },
        },
      },
    },
    checking: {
      description: 'Conferindo a senha e carregando a reunião',
      tags: ['busy'],
      invoke: {
        id: 'loadMeeting',
        src: 'loadMeeting',
        input: credentialsOf,
        onDone: [
          {
            guard: { type: 'hasRecording', params: ({ event }) => event.output },
            target: 'open.loadingVideo',
            actions: { type: 'takeMeeting', params: ({ event }) => event.output },
          },
          {
            target: 'open.noVideo',
            actions: { type: 'takeMeeting', params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: { type: 'throttled', params: errorOf },
            target: 'throttled',
            actions: { type: 'throttle', params: errorOf },
          },
          { guard: { type: 'expired', params: errorOf }, target: 'expired', actions: 'expire' },
          // The server has no shared meeting's contents (404): the spec's recording call is all there is.
          { guard: { type: 'unavailable', params: errorOf }, target: 'recordingOnly' },
          // A refusal, the network, the server: the form again, the typed password kept for a correction.
          { target: 'locked', actions: { type: 'fail', params: errorOf } },
        ],
      },
    },
    recordingOnly: {
      description: 'Servidor sem os detalhes da reunião compartilhada: só a gravação, com a senha do link',
      tags: ['unavailable'],
      initial: 'loading',
      states: {
        loading: {
          description: 'Conferindo a senha e pedindo o link da gravação',
          tags: ['busy'],
          invoke: {
            id: 'loadRecording',
            src: 'loadVideo',
            input: credentialsOf,
            onDone: {
              target: 'playing',
              actions: { type: 'takeVideo', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'throttled', params: errorOf },
                target: '#sharedMeeting.throttled',
                actions: { type: 'throttle', params: errorOf },
              },
              {
                guard: { type: 'expired', params: errorOf },
                target: '#sharedMeeting.expired',
                actions: 'expire',
              },
              { guard: { type: 'noRecording', params: errorOf }, target: 'none', actions: 'dropVideo' },
              // A wrong password, the network, the server: the form again, the typed password kept.
              { target: '#sharedMeeting.locked', actions: { type: 'fail', params: errorOf } },
            ],
          },
        },
        playing: {
          description: 'Gravação no player, sem transcrição nem detalhes',
          on: {
            'video.failed': [
              { guard: 'mayRetryVideo', target: 'loading', actions: 'markVideoRetried' },
              { target: 'failed', actions: 'failPlayer' },
            ],
          },
        },
        none: { description: 'Reunião sem gravação, e o servidor não oferece o resto' },
        failed: {
          description: 'Gravação não carregou: mostra o erro e deixa tentar de novo',
          tags: ['error'],
          on: { 'video.retry': { target: 'loading', actions: 'allowVideoRetry' } },
        },
      },
    },
    throttled: {
      description: 'Muitas senhas erradas: esperando uma pausa antes de deixar tentar',
      tags: ['error'],
      after: { throttleCooldown: { target: 'locked', actions: 'endThrottle' } },
    },
    open: {
      description: 'Reunião aberta para o convidado, com transcrição e gravação',
      // Entered through loadingVideo or noVideo (checking's onDone picks it).
      initial: 'noVideo',
      invoke: {
        id: 'transcript',
        src: 'transcript',
        input: ({ context }) => ({ transcription: transcriptionOf(context) }),
        onError: { target: 'locked', actions: { type: 'fail', params: errorOf } },
      },
      states: {
        loadingVideo: {
          description: 'Pedindo ao servidor o link da gravação',
          tags: ['busy'],
          invoke: {
            id: 'loadVideo',
            src: 'loadVideo',
            input: credentialsOf,
            onDone: {
              target: 'withVideo',
              actions: { type: 'takeVideo', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'refused', params: errorOf },
                target: '#sharedMeeting.revoked',
                actions: 'revoke',
              },
              {
                guard: { type: 'expired', params: errorOf },
                target: '#sharedMeeting.expired',
                actions: 'expire',
              },
              {
                guard: { type: 'noRecording', params: errorOf },
                target: 'noVideo',
                actions: 'dropVideo',
              },
              { target: 'videoFailed', actions: { type: 'failVideo', params: errorOf } },
            ],
          },
        },
        withVideo: {
          description: 'Reunião aberta com a gravação no player',
          on: {
            'video.failed': [
              // A signed URL expires: one fresh one, which also tells whether the link still stands.
              { guard: 'mayRetryVideo', target: 'loadingVideo', actions: 'markVideoRetried' },
              { target: 'videoFailed', actions: 'failPlayer' },
            ],
          },
        },
        noVideo: { description: 'Reunião aberta sem gravação' },
        videoFailed: {
          description: 'Gravação não carregou: mostra o erro e deixa tentar de novo',
          tags: ['error'],
          on: { 'video.retry': { target: 'loadingVideo', actions: 'allowVideoRetry' } },
        },
      },
    },
    expired: { description: 'Link expirou: só quem compartilhou pode dar uma nova data', tags: ['error'] },
    revoked: {
      description: 'Acesso encerrado (link desativado ou senha trocada): pede a senha de novo',
      tags: ['error'],
      on: {
        'password.submit': {
          guard: { type: 'passwordGiven', params: ({ event }) => event.password },
          target: 'checking',
          actions: { type: 'takePassword', params: ({ event }) => event.password },
        },
      },
    },
  },
});
