import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { transcriptActors } from '../../../src/machines/transcripts/transcript/actors.ts';
import { transcriptMachine } from '../../../src/machines/transcripts/transcript/transcript.machine.ts';
import { forbiddenError, renamedTranscription, transcription } from '../meetings/meeting-detail.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  saveTranscription: { done: [renamedTranscription], error: [forbiddenError] },
  improveTranscription: { done: [transcription], error: [forbiddenError] },
} satisfies ActorFixtures<typeof transcriptActors>;

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...transcriptMachine.config,
    context: {
      transcription,
      query: '',
      matchIds: [],
      activeMatch: 0,
      currentSegmentId: null,
      selectedSegmentId: null,
      seek: null,
      edit: null,
      failure: null,
    },
  } as unknown as Parameters<typeof createMachine>[0],
  transcriptMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('transcript: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'transcript',
    machine: modelled,
    sut: modelled.provide({ actors: { saveTranscription: never, improveTranscription: never } }),
    userEvents: [
      { type: 'transcript.search', query: 'proposta' },
      { type: 'search.next' },
      { type: 'search.previous' },
      { type: 'player.timeUpdate', seconds: 9 },
      { type: 'segment.select', segmentId: 's3' },
      { type: 'speaker.rename', from: 'Carlos Lima' },
      { type: 'speaker.save', name: 'Carlos (cliente)' },
      { type: 'segment.correct', segmentId: 's2' },
      { type: 'segment.save', text: 'Texto corrigido.' },
      { type: 'edit.cancel' },
      { type: 'transcript.improve' },
      { type: 'error.dismiss' },
    ],
    fixtures,
    invariants: {
      saving: (actual) => expect(actual.hasTag('busy')).toBe(true),
      improving: (actual) => expect(actual.can({ type: 'segment.correct', segmentId: 's1' })).toBe(false),
      improveFailed: (actual) => expect(actual.can({ type: 'error.dismiss' })).toBe(true),
      editingSpeaker: (actual) => expect(actual.context.edit?.kind).toBe('speaker'),
      editingSegment: (actual) => expect(actual.context.edit?.kind).toBe('segment'),
    },
  });
}, 120_000);
