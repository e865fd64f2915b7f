/*
 * The meeting page (/meetings/:id).
 * - loading: GET the meeting; notFound when the server says it does not exist for this user (404), failed on
 *   any other error (the user can retry).
 * - ready: the meeting is known. Two regions side by side, so the header stays usable while the rest loads:
 *   - header: the user's actions, one at a time, each with its busy state; a refused action lands in
 *     actionFailed, which says why and offers the same actions again (or a dismiss).
 *   - content: transcript, answers, enrichment and recording load together (again when the header saved the
 *     meeting while they loaded, so the older meeting never lands); when there are transcript lines
 *     the transcript machine (child 'transcript') owns them (the first one starting at the moment the page
 *     was opened at, ?t=). failed offers a retry. The region runs the
 *     bot-status machine (child 'botStatus': lifecycle, timeline, polling) and loads again when a bot seen
 *     at work settles (done, failed, fatal): that is when the bot's recording, transcript, answers and
 *     enrichment appear. The child lives on the region itself, so reloading never restarts it.
 * - deleted: final; the meeting is gone (the meetings cache told every list) and the page goes back to the list.
 */
import { assign, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { Meeting } from '../../../api-contract/meeting.ts';
import type { Transcription } from '../../../api-contract/transcription.ts';
import { botStatusMachine } from '../../bot/bot-status/bot-status.machine.ts';
import { transcriptMachine } from '../../transcripts/transcript/transcript.machine.ts';
import { meetingDetailActors, type MeetingContent } from './actors.ts';
import { describeError, isNotFoundError, type AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import type { AnswersChange } from '../../../services/answers/answers.ts';
import type { MeetingViewer } from '../../../domain/meeting-access.ts';

type BotStatusSnapshot = SnapshotFrom<typeof botStatusMachine>;

export type MeetingDetailContext = {
  meetingId: string;
  /** Who looks at the page (null: nobody known, so nothing is offered that only the owner may do). */
  viewer: MeetingViewer | null;
  meeting: Meeting | null;
  content: MeetingContent | null;
  /** The title being typed; kept when saving fails. */
  titleDraft: string;
  /** Why the page, an action or the content failed, for the state that says so. */
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
  | { type: 'title.edit' }
  | { type: 'title.save'; title: string }
  | { type: 'title.cancel' }
  | { type: 'meeting.enable' }
  | { type: 'meeting.disable' }
  | { type: 'bot.restart' }
  | { type: 'meeting.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** Raised by the header after it saved the meeting: a content load already under way brings the old one. */
  | { type: 'meeting.written' }
  | { type: 'error.dismiss' }
  | AnswersChange;

/** Entered only when the content has transcript lines (see loadContent's onDone). */
function transcriptionOf(context: MeetingDetailContext): Transcription {
  const transcription = context.content?.transcription;
  if (!transcription) throw new Error('the transcript machine needs a transcript');
  return transcription;
}

const meetingIdOf = ({ context }: { context: MeetingDetailContext }) => ({ meetingId: context.meetingId });

export const meetingDetailMachine = setup({
  types: {
    context: {} as MeetingDetailContext,
    events: {} as MeetingDetailEvent,
    input: {} as { meetingId: string; viewer?: MeetingViewer; startSeconds?: number },
    children: {} as { botStatus: 'botStatus'; transcript: 'transcript' },
  },
  actors: { ...meetingDetailActors, botStatus: botStatusMachine, transcript: transcriptMachine },
  guards: {
    isEnabled: ({ context }) => context.meeting?.isEnabled === true,
    isDisabled: ({ context }) => context.meeting?.isEnabled === false,
    // Only a meeting added by link has a bot, and a disabled meeting's bot stays away.
    canRestartBot: ({ context }) =>
      Boolean(context.meeting?.meetingUrl) && context.meeting?.isEnabled === true,
    titleGiven: (_, title: string) => title.trim().length > 0,
    botStartedWork: ({ context }, bot: BotStatusSnapshot) => !context.botAtWork && bot.hasTag('active'),
    botSettledAfterWork: ({ context }, bot: BotStatusSnapshot) => context.botAtWork && bot.hasTag('settled'),
  },
  actions: {
    takeMeeting: assign((_, meeting: Meeting) => ({ meeting, failure: null })),
    startTitleEdit: assign(({ context }) => ({ titleDraft: context.meeting?.title ?? '' })),
    takeTitleDraft: assign((_, title: string) => ({ titleDraft: title.trim(), failure: null })),
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
    fail: failWith('request'),
    clearFailure: clearFailure(),
  },
}).createMachine({
  id: 'meetingDetail',
  context: ({ input }) => ({
    meetingId: input.meetingId,
    viewer: input.viewer ?? null,
    meeting: null,
    content: null,
    titleDraft: '',
    failure: null,
    contentFailure: null,
    botAtWork: false,
    startSeconds: input.startSeconds ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMeeting',
        src: 'loadMeeting',
        input: meetingIdOf,
        onDone: { target: 'ready', actions: { type: 'takeMeeting', params: ({ event }) => event.output } },
        onError: [
          { guard: ({ event }) => isNotFoundError(event.error), target: 'notFound' },
          {
            target: 'failed',
            actions: { type: 'fail', params: errorOf },
          },
        ],
      },
    },
    failed: { tags: ['error'], on: { 'meeting.retry': { target: 'loading' } } },
    notFound: {},
    ready: {
      type: 'parallel',
      states: {
        header: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'title.edit': {
                  target: 'editingTitle',
                  actions: 'startTitleEdit',
                },
                'meeting.enable': { guard: 'isDisabled', target: 'enabling' },
                'meeting.disable': { guard: 'isEnabled', target: 'disabling' },
                'bot.restart': { guard: 'canRestartBot', target: 'restartingBot' },
                'meeting.delete': { target: 'confirmingDelete' },
              },
            },
            editingTitle: {
              on: {
                'title.save': {
                  guard: { type: 'titleGiven', params: ({ event }) => event.title },
                  target: 'savingTitle',
                  actions: { type: 'takeTitleDraft', params: ({ event }) => event.title },
                },
                'title.cancel': { target: 'idle', actions: 'clearFailure' },
              },
            },
            savingTitle: {
              tags: ['busy'],
              invoke: {
                id: 'saveTitle',
                src: 'saveTitle',
                input: ({ context }) => ({ meetingId: context.meetingId, title: context.titleDraft }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'takeMeeting', params: ({ event }) => event.output }, 'announceWrite'],
                },
                onError: {
                  target: 'editingTitle',
                  actions: { type: 'fail', params: errorOf },
                },
              },
            },
            enabling: {
              tags: ['busy'],
              invoke: {
                id: 'enableMeeting',
                src: 'setEnabled',
                input: ({ context }) => ({ meetingId: context.meetingId, enabled: true }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'takeMeeting', params: ({ event }) => event.output }, 'announceWrite'],
                },
                onError: {
                  target: 'actionFailed',
                  actions: { type: 'fail', params: errorOf },
                },
              },
            },
            disabling: {
              tags: ['busy'],
              invoke: {
                id: 'disableMeeting',
                src: 'setEnabled',
                input: ({ context }) => ({ meetingId: context.meetingId, enabled: false }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'takeMeeting', params: ({ event }) => event.output }, 'announceWrite'],
                },
                onError: {
                  target: 'actionFailed',
                  actions: { type: 'fail', params: errorOf },
                },
              },
            },
            restartingBot: {
              tags: ['busy'],
              invoke: {
                id: 'restartBot',
                src: 'restartBot',
                input: meetingIdOf,
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takeMeeting', params: ({ event }) => event.output },
                    'announceWrite',
                    // The new bot starts its lifecycle again: follow it from the start.
                    sendTo('botStatus', { type: 'bot.refresh' }),
                  ],
                },
                onError: {
                  target: 'actionFailed',
                  actions: { type: 'fail', params: errorOf },
                },
              },
            },
            confirmingDelete: {
              on: { 'delete.confirm': { target: 'deleting' }, 'delete.cancel': { target: 'idle' } },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'deleteMeeting',
                src: 'deleteMeeting',
                input: meetingIdOf,
                onDone: { target: '#meetingDetail.deleted' },
                onError: {
                  target: 'actionFailed',
                  actions: { type: 'fail', params: errorOf },
                },
              },
            },
            actionFailed: {
              tags: ['error'],
              on: {
                'error.dismiss': { target: 'idle', actions: 'clearFailure' },
                'meeting.enable': { guard: 'isDisabled', target: 'enabling' },
                'meeting.disable': { guard: 'isEnabled', target: 'disabling' },
                'bot.restart': { guard: 'canRestartBot', target: 'restartingBot' },
                'meeting.delete': { target: 'confirmingDelete' },
              },
            },
          },
        },
        content: {
          initial: 'loading',
          on: {
            // Another template was chosen: its answers replace the shown ones, nothing else reloads.
            'answers.changed': {
              guard: ({ context }) => context.content !== null,
              actions: { type: 'takeAnswers', params: ({ event }) => event },
            },
          },
          invoke: [
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
                  // '.loading' from the region itself: its states are re-entered, the region (and this child) stay.
                  guard: { type: 'botSettledAfterWork', params: ({ event }) => event.snapshot },
                  target: '.loading',
                  actions: 'markBotSettled',
                },
              ],
              onError: {
                target: '#meetingDetail.failed',
                actions: { type: 'fail', params: errorOf },
              },
            },
          ],
          states: {
            loading: {
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
                onError: {
                  target: 'failed',
                  actions: { type: 'failContent', params: errorOf },
                },
              },
            },
            loaded: {
              // Always entered through one of its children (loadContent's onDone picks it).
              initial: 'withoutTranscript',
              states: {
                withTranscript: {
                  exit: 'forgetStartSeconds',
                  invoke: {
                    id: 'transcript',
                    src: 'transcript',
                    input: ({ context }) => ({
                      transcription: transcriptionOf(context),
                      startSeconds: context.startSeconds,
                    }),
                    onError: {
                      target: '#meetingDetail.ready.content.failed',
                      actions: { type: 'failContent', params: errorOf },
                    },
                  },
                },
                // No lines (none yet, waiting for a provider, failed): nothing to search or edit.
                withoutTranscript: {},
              },
            },
            failed: { tags: ['error'], on: { 'content.retry': { target: 'loading' } } },
          },
        },
      },
    },
    deleted: { type: 'final' },
  },
  output: ({ context }) => ({ deletedMeetingId: context.meetingId }),
});
