/*
 * One meeting's transcript on the meeting page; the meeting page runs it only when there are lines.
 * Search, the player's time and line selection change context in every state, so reading never stops
 * while something is edited or saved.
 * - idle: nothing edited.
 * - editingSpeaker / editingSegment: a rename or a correction is being typed (the draft lives in context, so
 *   a failed save brings the user back to their text, never to an empty field).
 * - saving: PUT /api/transcriptions/{id}.
 * - improving: POST /api/transcriptions/{id}/improve; improveFailed says so and can be retried or left.
 */
import { assign, setup } from 'xstate';
import type { Transcription, UpdateTranscription } from '../../../api-contract/transcription.ts';
import type { AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { transcriptActors } from './actors.ts';
import { findMatches, segmentAt, stepIndex } from './search.ts';

export type TranscriptEdit =
  { kind: 'speaker'; from: string; draft: string } | { kind: 'segment'; segmentId: string; draft: string };

export type TranscriptContext = {
  transcription: Transcription;
  query: string;
  matchIds: string[];
  activeMatch: number;
  /** The line being spoken at the player's time. */
  currentSegmentId: string | null;
  /** The line the user picked (a click on it or on an answer's passage). */
  selectedSegmentId: string | null;
  /** A request for the player to jump to `seconds`; a new object each time, so the same place can be asked twice. */
  seek: { seconds: number } | null;
  edit: TranscriptEdit | null;
  failure: AppError | null;
};

export type TranscriptEvent =
  | { type: 'transcript.search'; query: string }
  | { type: 'search.next' }
  | { type: 'search.previous' }
  | { type: 'player.timeUpdate'; seconds: number }
  | { type: 'segment.select'; segmentId: string; seconds?: number }
  | { type: 'speaker.rename'; from: string }
  | { type: 'speaker.save'; name: string }
  | { type: 'segment.correct'; segmentId: string }
  | { type: 'segment.save'; text: string }
  | { type: 'edit.cancel' }
  | { type: 'transcript.improve' }
  | { type: 'error.dismiss' };

const segmentsOf = (context: TranscriptContext) => context.transcription.segments;

function changesOf(edit: TranscriptEdit | null): UpdateTranscription {
  if (edit?.kind === 'speaker') return { renameSpeaker: { from: edit.from, to: edit.draft } };
  if (edit?.kind === 'segment') return { segments: [{ id: edit.segmentId, text: edit.draft }] };
  throw new Error('saving without an edit');
}

export const transcriptMachine = setup({
  types: {
    context: {} as TranscriptContext,
    events: {} as TranscriptEvent,
    /** startSeconds: the moment the page was opened at (/meetings/{id}?t=): the player starts there. */
    input: {} as { transcription: Transcription; startSeconds?: number | null },
  },
  actors: transcriptActors,
  guards: {
    editsSpeaker: ({ context }) => context.edit?.kind === 'speaker',
  },
  actions: {
    fail: failWith('request'),
    clearFailure: clearFailure(),
    // A changed transcript may no longer contain the searched words: matches follow the new text.
    takeTranscription: assign(({ context }, transcription: Transcription) => ({
      transcription,
      matchIds: findMatches(transcription.segments, context.query),
      activeMatch: 0,
      edit: null,
      failure: null,
    })),
  },
}).createMachine({
  id: 'transcript',
  context: ({ input }) => ({
    transcription: input.transcription,
    query: '',
    matchIds: [],
    activeMatch: 0,
    currentSegmentId: null,
    selectedSegmentId:
      input.startSeconds == null ? null : segmentAt(input.transcription.segments, input.startSeconds),
    seek: input.startSeconds == null ? null : { seconds: input.startSeconds },
    edit: null,
    failure: null,
  }),
  initial: 'idle',
  on: {
    'transcript.search': {
      actions: assign(({ context, event }) => ({
        query: event.query,
        matchIds: findMatches(segmentsOf(context), event.query),
        activeMatch: 0,
      })),
    },
    'search.next': {
      actions: assign(({ context }) => ({
        activeMatch: stepIndex(context.activeMatch, context.matchIds.length, 1),
      })),
    },
    'search.previous': {
      actions: assign(({ context }) => ({
        activeMatch: stepIndex(context.activeMatch, context.matchIds.length, -1),
      })),
    },
    'player.timeUpdate': {
      actions: assign(({ context, event }) => ({
        currentSegmentId: segmentAt(segmentsOf(context), event.seconds),
      })),
    },
    'segment.select': {
      actions: assign(({ context, event }) => {
        const segment = segmentsOf(context).find((line) => line.id === event.segmentId);
        return {
          selectedSegmentId: event.segmentId,
          seek: { seconds: event.seconds ?? segment?.startSeconds ?? 0 },
        };
      }),
    },
  },
  states: {
    idle: {
      on: {
        'speaker.rename': {
          target: 'editingSpeaker',
          actions: assign(({ event }) => ({
            edit: { kind: 'speaker' as const, from: event.from, draft: event.from },
            failure: null,
          })),
        },
        'segment.correct': {
          target: 'editingSegment',
          actions: assign(({ context, event }) => ({
            edit: {
              kind: 'segment' as const,
              segmentId: event.segmentId,
              draft: segmentsOf(context).find((line) => line.id === event.segmentId)?.text ?? '',
            },
            failure: null,
          })),
        },
        'transcript.improve': { target: 'improving' },
      },
    },
    editingSpeaker: {
      on: {
        'speaker.save': {
          target: 'saving',
          actions: assign(({ context, event }) => ({
            edit: context.edit?.kind === 'speaker' ? { ...context.edit, draft: event.name } : context.edit,
          })),
        },
        'edit.cancel': { target: 'idle', actions: assign({ edit: null, failure: null }) },
      },
    },
    editingSegment: {
      on: {
        'segment.save': {
          target: 'saving',
          actions: assign(({ context, event }) => ({
            edit: context.edit?.kind === 'segment' ? { ...context.edit, draft: event.text } : context.edit,
          })),
        },
        'edit.cancel': { target: 'idle', actions: assign({ edit: null, failure: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveTranscription',
        src: 'saveTranscription',
        input: ({ context }) => ({
          transcriptionId: context.transcription.id,
          changes: changesOf(context.edit),
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'takeTranscription', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: 'editsSpeaker',
            target: 'editingSpeaker',
            actions: { type: 'fail', params: errorOf },
          },
          {
            target: 'editingSegment',
            actions: { type: 'fail', params: errorOf },
          },
        ],
      },
    },
    improving: {
      tags: ['busy'],
      invoke: {
        id: 'improveTranscription',
        src: 'improveTranscription',
        input: ({ context }) => ({ transcriptionId: context.transcription.id }),
        onDone: {
          target: 'idle',
          actions: { type: 'takeTranscription', params: ({ event }) => event.output },
        },
        onError: {
          target: 'improveFailed',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    improveFailed: {
      tags: ['error'],
      on: {
        'transcript.improve': { target: 'improving' },
        'error.dismiss': { target: 'idle', actions: 'clearFailure' },
      },
    },
  },
});
