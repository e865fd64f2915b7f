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
    search: assign(({ context }, query: string) => ({
      query,
      matchIds: findMatches(segmentsOf(context), query),
      activeMatch: 0,
    })),
    /** Moves to the next (1) or previous (-1) match, going round at either end. */
    stepMatch: assign(({ context }, direction: 1 | -1) => ({
      activeMatch: stepIndex(context.activeMatch, context.matchIds.length, direction),
    })),
    followPlayer: assign(({ context }, seconds: number) => ({
      currentSegmentId: segmentAt(segmentsOf(context), seconds),
    })),
    /** The picked line, and the player asked to its moment (or to the passage's own, when it names one). */
    selectSegment: assign(({ context }, params: { segmentId: string; seconds?: number }) => {
      const segment = segmentsOf(context).find((line) => line.id === params.segmentId);
      return {
        selectedSegmentId: params.segmentId,
        seek: { seconds: params.seconds ?? segment?.startSeconds ?? 0 },
      };
    }),
    startSpeakerRename: assign((_, from: string) => ({
      edit: { kind: 'speaker' as const, from, draft: from },
      failure: null,
    })),
    startSegmentCorrection: assign(({ context }, segmentId: string) => ({
      edit: {
        kind: 'segment' as const,
        segmentId,
        draft: segmentsOf(context).find((line) => line.id === segmentId)?.text ?? '',
      },
      failure: null,
    })),
    /** The typed text becomes the edit's draft, kept if the save fails. */
    takeDraft: assign(({ context }, draft: string) => ({
      edit: context.edit && { ...context.edit, draft },
    })),
    dropEdit: assign({ edit: null, failure: null }),
  },
}).createMachine({
  id: 'transcript',
  description: 'Transcrição da reunião: busca, fala atual do player, correções e melhoria',
  meta: {
    events: {
      'transcript.search': 'Pessoa buscou palavras na transcrição',
      'search.next': 'Pessoa foi ao próximo resultado da busca',
      'search.previous': 'Pessoa voltou ao resultado anterior da busca',
      'player.timeUpdate': 'Player avançou na gravação',
      'segment.select': 'Pessoa escolheu uma fala da transcrição',
      'speaker.rename': 'Pessoa começou a renomear um participante',
      'speaker.save': 'Novo nome do participante enviado',
      'segment.correct': 'Pessoa começou a corrigir uma fala',
      'segment.save': 'Correção da fala enviada',
      'edit.cancel': 'Pessoa desistiu da alteração',
      'transcript.improve': 'Pessoa pediu para melhorar a transcrição',
      'error.dismiss': 'Pessoa fechou o aviso de erro',
      'xstate.done.actor.saveTranscription': 'Servidor salvou a alteração da transcrição',
      'xstate.error.actor.saveTranscription': 'Salvar a alteração da transcrição falhou',
      'xstate.done.actor.improveTranscription': 'Servidor devolveu a transcrição melhorada',
      'xstate.error.actor.improveTranscription': 'Melhorar a transcrição falhou',
    },
  },
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
    'transcript.search': { actions: { type: 'search', params: ({ event }) => event.query } },
    'search.next': { actions: { type: 'stepMatch', params: 1 } },
    'search.previous': { actions: { type: 'stepMatch', params: -1 } },
    'player.timeUpdate': { actions: { type: 'followPlayer', params: ({ event }) => event.seconds } },
    'segment.select': {
      actions: {
        type: 'selectSegment',
        params: ({ event }) => ({ segmentId: event.segmentId, seconds: event.seconds }),
      },
    },
  },
  states: {
    idle: {
      description: 'Lendo a transcrição, sem alteração em andamento',
      on: {
        'speaker.rename': {
          target: 'editingSpeaker',
          actions: { type: 'startSpeakerRename', params: ({ event }) => event.from },
        },
        'segment.correct': {
          target: 'editingSegment',
          actions: { type: 'startSegmentCorrection', params: ({ event }) => event.segmentId },
        },
        'transcript.improve': { target: 'improving' },
      },
    },
    editingSpeaker: {
      description: 'Pessoa digitando o novo nome de um participante',
      on: {
        'speaker.save': {
          target: 'saving',
          actions: { type: 'takeDraft', params: ({ event }) => event.name },
        },
        'edit.cancel': { target: 'idle', actions: 'dropEdit' },
      },
    },
    editingSegment: {
      description: 'Pessoa corrigindo o texto de uma fala',
      on: {
        'segment.save': {
          target: 'saving',
          actions: { type: 'takeDraft', params: ({ event }) => event.text },
        },
        'edit.cancel': { target: 'idle', actions: 'dropEdit' },
      },
    },
    saving: {
      description: 'Salvando a alteração da transcrição',
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
      description: 'Pedindo ao servidor uma versão melhorada da transcrição',
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
      description: 'Falhou ao melhorar: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: {
        'transcript.improve': { target: 'improving' },
        'error.dismiss': { target: 'idle', actions: 'clearFailure' },
      },
    },
  },
});
