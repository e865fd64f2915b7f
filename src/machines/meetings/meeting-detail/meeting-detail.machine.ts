/*
 * The meeting page (/meetings/:id).
 * - loading: GET the meeting; notFound when it does not exist for this user (404), failed (a retry) otherwise.
 * - ready: the meeting is known. Its content (transcript, answers, enrichment, recording) loads (again when
 *   the header saved the meeting meanwhile, so the older meeting never lands); the child 'transcript' owns its
 *   lines (the first one starting at ?t=); failed offers a retry. Ready's own children, which
 *   reloading the content never restarts:
 *   - 'actions' (../meeting-actions/): the header's actions. Each meeting it saved is kept here as the one the
 *     page shows (it is told of the meeting's other changes); a delete ends it, and the page.
 *   - 'botStatus' (lifecycle, timeline, polling): the content loads again when a bot seen at work settles
 *     (done, failed, fatal): that is when the bot's recording, transcript, answers and enrichment appear.
 *   - 'answerChanges': another template chosen for this meeting replaces the shown answers.
 * - deleted: final; the meeting is gone (the meetings cache told every list) and the page goes back to the list.
 */
import { assign, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { Meeting } from '../../../api-contract/meeting.ts';
import type { Transcription } from '../../../api-contract/transcription.ts';
import { botStatusMachine } from '../../bot/bot-status/bot-status.machine.ts';
import { transcriptMachine } from '../../transcripts/transcript/transcript.machine.ts';
import {
  meetingActionsMachine,
  type MeetingActionsReport,
} from '../meeting-actions/meeting-actions.machine.ts';
import { meetingDetailActors, type MeetingContent } from './actors.ts';
import { describeError, isNotFoundError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import type { AnswersChange } from '../../../services/answers/answers.ts';
import type { MeetingViewer } from '../../../domain/meeting-access.ts';

type BotStatusSnapshot = SnapshotFrom<typeof botStatusMachine>;

export type MeetingDetailContext = {
  meetingId: string;
  /** Who looks at the page (null: nobody known, so nothing is offered that only the owner may do). */
  viewer: MeetingViewer | null;
  meeting: Meeting | null;
  content: MeetingContent | null;
  /** Why the page or its content failed, for the state that says so (an action's failure is its child's). */
  failure: AppError | null;
  contentFailure: AppError | null;
  /** The bot was seen in an active phase since the content last loaded; its settling brings new content. */
  botAtWork: boolean;
  /** The moment the page was opened at (?t=, e.g. from a chat citation): the first transcript plays from there. */
  startSeconds: number | null;
};

export type MeetingDetailEvent =
  | { type: 'meeting.retry' }
  | { type: 'content.retry' }
  /** Raised after the actions child saved the meeting: a content load already under way brings the old one. */
  | { type: 'meeting.written' }
  | MeetingActionsReport
  | AnswersChange;

/** Entered only when the content has transcript lines (see loadContent's onDone). */
function transcriptionOf(context: MeetingDetailContext): Transcription {
  const transcription = context.content?.transcription;
  if (!transcription) throw new Error('the transcript machine needs a transcript');
  return transcription;
}

/** Ready is entered only with the meeting loaded (loadMeeting's onDone), and no change takes it away. */
function loadedMeeting(context: MeetingDetailContext): Meeting {
  if (!context.meeting) throw new Error('the meeting page is ready only with its meeting');
  return context.meeting;
}

const meetingIdOf = ({ context }: { context: MeetingDetailContext }) => ({ meetingId: context.meetingId });

/** The page itself cannot go on (the meeting's load, or one of its children broke): failed offers a retry. */
const failPage = { target: '#meetingDetail.failed', actions: { type: 'fail' as const, params: errorOf } };

/** The content could not be shown: failed offers a retry of it alone, the header stays usable. */
const failContent = {
  target: '#meetingDetail.ready.failed',
  actions: { type: 'failContent' as const, params: errorOf },
};

export const meetingDetailMachine = setup({
  types: {
    context: {} as MeetingDetailContext,
    events: {} as MeetingDetailEvent,
    input: {} as { meetingId: string; viewer?: MeetingViewer; startSeconds?: number },
    children: {} as { botStatus: 'botStatus'; transcript: 'transcript'; actions: 'meetingActions' },
  },
  actors: {
    ...meetingDetailActors,
    botStatus: botStatusMachine,
    transcript: transcriptMachine,
    meetingActions: meetingActionsMachine,
  },
  guards: {
    botStartedWork: ({ context }, bot: BotStatusSnapshot) => !context.botAtWork && bot.hasTag('active'),
    botSettledAfterWork: ({ context }, bot: BotStatusSnapshot) => context.botAtWork && bot.hasTag('settled'),
  },
  actions: {
    takeMeeting: assign((_, meeting: Meeting) => ({ meeting, failure: null })),
    /** Another template's answers, and the meeting (header and content) now on that template. */
    takeAnswers: assign(({ context }, change: AnswersChange) => ({
      meeting: context.meeting && { ...context.meeting, templateId: change.templateId },
      content: context.content && {
        ...context.content,
        meeting: { ...context.content.meeting, templateId: change.templateId },
        answers: change.answers,
      },
    })),
    markBotAtWork: assign({ botAtWork: true }),
    markBotSettled: assign({ botAtWork: false }),
    takeContent: assign((_, content: MeetingContent) => ({
      meeting: content.meeting,
      content,
      contentFailure: null,
    })),
    failContent: assign((_, error: unknown) => ({ contentFailure: describeError(error, 'request') })),
    /** The opening moment is played once: a transcript loaded again later starts where it is. */
    forgetStartSeconds: assign({ startSeconds: null }),
    announceWrite: raise({ type: 'meeting.written' }),
    /** The actions child decides from the page's meeting: each change made here is passed on to it. */
    tellActions: sendTo('actions', ({ context }) => ({
      type: 'meeting.changed' as const,
      meeting: loadedMeeting(context),
    })),
    // A restarted bot starts its lifecycle again: follow it from the start.
    followNewBot: sendTo('botStatus', { type: 'bot.refresh' }),
    fail: failWith('request'),
  },
}).createMachine({
  id: 'meetingDetail',
  description: 'Página da reunião: transcrição, respostas, resumo, gravação, bot e ações',
  meta: {
    events: {
      'xstate.done.actor.loadMeeting': 'Reunião recebida do servidor',
      'xstate.error.actor.loadMeeting': 'Falhou ao buscar a reunião',
      'meeting.retry': 'Pessoa pediu para abrir a reunião de novo',
      'meeting.saved': 'Ações do cabeçalho salvaram a reunião',
      'bot.restarted': 'Bot reiniciado pelas ações do cabeçalho',
      'answers.changed': 'Outro modelo escolhido trocou as respostas',
      'xstate.done.actor.actions': 'Reunião excluída pelas ações do cabeçalho',
      'xstate.error.actor.actions': 'Ações do cabeçalho pararam com erro',
      'xstate.snapshot.botStatus': 'Status do bot mudou',
      'xstate.error.actor.botStatus': 'Acompanhamento do bot parou com erro',
      'meeting.written': 'Reunião salva enquanto o conteúdo carregava',
      'xstate.done.actor.loadContent': 'Conteúdo da reunião recebido do servidor',
      'xstate.error.actor.loadContent': 'Falhou ao buscar o conteúdo da reunião',
      'xstate.error.actor.transcript': 'Transcrição parou com erro',
      'content.retry': 'Pessoa pediu para carregar o conteúdo de novo',
    },
  },
  context: ({ input }) => ({
    meetingId: input.meetingId,
    viewer: input.viewer ?? null,
    meeting: null,
    content: null,
    failure: null,
    contentFailure: null,
    botAtWork: false,
    startSeconds: input.startSeconds ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando a reunião no servidor',
      tags: ['busy'],
      invoke: {
        id: 'loadMeeting',
        src: 'loadMeeting',
        input: meetingIdOf,
        onDone: { target: 'ready', actions: { type: 'takeMeeting', params: ({ event }) => event.output } },
        onError: [{ guard: ({ event }) => isNotFoundError(event.error), target: 'notFound' }, failPage],
      },
    },
    failed: {
      description: 'Falhou ao abrir a reunião: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'meeting.retry': { target: 'loading' } },
    },
    notFound: { description: 'Reunião não existe ou a pessoa não tem acesso a ela' },
    ready: {
      description: 'Reunião aberta; acompanha o bot, as ações do cabeçalho e o modelo',
      initial: 'loading',
      on: {
        'meeting.saved': {
          actions: [{ type: 'takeMeeting', params: ({ event }) => event.meeting }, 'announceWrite'],
        },
        'bot.restarted': { actions: 'followNewBot' },
        // Another template was chosen: its answers replace the shown ones, nothing else reloads.
        'answers.changed': {
          guard: ({ context }) => context.content !== null,
          actions: [{ type: 'takeAnswers', params: ({ event }) => event }, 'tellActions'],
        },
      },
      invoke: [
        {
          id: 'actions',
          src: 'meetingActions',
          input: ({ context }) => ({ meetingId: context.meetingId, meeting: loadedMeeting(context) }),
          onDone: { target: '#meetingDetail.deleted' }, // its one end: the meeting was deleted
          // The child machine itself broke (its refused requests are its own actionFailed).
          onError: failPage,
        },
        { id: 'answerChanges', src: 'watchAnswerChanges', input: meetingIdOf },
        {
          id: 'botStatus',
          src: 'botStatus',
          input: meetingIdOf,
          onSnapshot: [
            {
              guard: { type: 'botStartedWork', params: ({ event }) => event.snapshot },
              actions: 'markBotAtWork',
            },
            {
              // '.loading' from ready itself: its states are re-entered, ready (and its children) stay.
              guard: { type: 'botSettledAfterWork', params: ({ event }) => event.snapshot },
              target: '.loading',
              actions: 'markBotSettled',
            },
          ],
          onError: failPage,
        },
      ],
      states: {
        loading: {
          description: 'Buscando transcrição, respostas, resumo e gravação',
          tags: ['busy'],
          // The load under way was asked before the header's save: its meeting would put the old title or
          // state back, so it starts again (its request is cancelled) and brings the saved one.
          on: { 'meeting.written': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadContent',
            src: 'loadContent',
            input: ({ context }) => ({
              meetingId: context.meetingId,
              isUpload: context.meeting?.platform === 'upload',
            }),
            onDone: [
              {
                guard: ({ event }) =>
                  event.output.transcription !== null && event.output.transcription.segments.length > 0,
                target: 'loaded.withTranscript',
                actions: { type: 'takeContent', params: ({ event }) => event.output },
              },
              {
                target: 'loaded.withoutTranscript',
                actions: { type: 'takeContent', params: ({ event }) => event.output },
              },
            ],
            onError: failContent,
          },
        },
        loaded: {
          description: 'Mostrando o conteúdo da reunião',
          // Always entered through one of its children (loadContent's onDone picks it), with a new meeting.
          initial: 'withoutTranscript',
          entry: 'tellActions',
          states: {
            withTranscript: {
              description: 'Mostrando a transcrição, com busca e edição',
              exit: 'forgetStartSeconds',
              invoke: {
                id: 'transcript',
                src: 'transcript',
                input: ({ context }) => ({
                  transcription: transcriptionOf(context),
                  startSeconds: context.startSeconds,
                }),
                onError: failContent,
              },
            },
            // No lines (none yet, waiting for a provider, failed): nothing to search or edit.
            withoutTranscript: { description: 'Sem transcrição (ainda não há ou falhou): mostra o resto' },
          },
        },
        failed: {
          description: 'Falhou ao carregar o conteúdo: mostra o erro e oferece tentar de novo',
          tags: ['error'],
          on: { 'content.retry': { target: 'loading' } },
        },
      },
    },
    deleted: { type: 'final', description: 'Reunião excluída; a página volta à lista' },
  },
  output: ({ context }) => ({ deletedMeetingId: context.meetingId }),
});
