import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  findMatches,
  segmentAt,
  stepIndex,
} from '../../../../../src/machines/transcripts/transcript/search.ts';
import {
  selectActiveMatchId,
  selectMatchPosition,
} from '../../../../../src/machines/transcripts/transcript/selectors.ts';
import { transcriptMachine } from '../../../../../src/machines/transcripts/transcript/transcript.machine.ts';
import type { Transcription, UpdateTranscription } from '../../../../../src/api-contract/transcription.ts';
import {
  forbiddenError,
  renamedTranscription,
  transcription,
} from '../../../../model/meetings/meeting-detail.fixtures.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = <T>() => new Promise<T>(() => {});

function startTranscript(
  fakes: {
    save?: (changes: UpdateTranscription) => Promise<Transcription>;
    improve?: () => Promise<Transcription>;
  } = {},
) {
  const logic = transcriptMachine.provide({
    actors: {
      saveTranscription: fromPromise(({ input }) => (fakes.save ?? never)(input.changes)),
      improveTranscription: fromPromise(() => (fakes.improve ?? never)()),
    },
  });
  return createActor(logic, { input: { transcription } }).start();
}

describe('transcript search helpers', () => {
  it('finds lines by text or speaker, ignoring case and accents', () => {
    expect(findMatches(transcription.segments, 'ORCAMENTO')).toEqual(['s1', 's2']);
    expect(findMatches(transcription.segments, 'valéria')).toEqual(['s2']);
    expect(findMatches(transcription.segments, '   ')).toEqual([]);
  });

  it('the current line is the last one started; next and previous wrap around', () => {
    expect(segmentAt(transcription.segments, 0)).toBe('s1');
    expect(segmentAt(transcription.segments, 7)).toBe('s1');
    expect(segmentAt(transcription.segments, 21)).toBe('s3');
    expect(segmentAt([], 3)).toBeNull();
    expect(stepIndex(1, 2, 1)).toBe(0);
    expect(stepIndex(0, 2, -1)).toBe(1);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });
});

describe('transcript machine', () => {
  it('searches, counts and walks the matches', () => {
    const actor = startTranscript();
    expect(actor.getSnapshot().value).toEqual('idle');
    actor.send({ type: 'transcript.search', query: 'orçamento' });
    expect(selectMatchPosition(actor.getSnapshot())).toEqual({ position: 1, count: 2 });
    actor.send({ type: 'search.next' });
    expect(selectActiveMatchId(actor.getSnapshot())).toBe('s2');
    actor.send({ type: 'search.next' });
    expect(selectActiveMatchId(actor.getSnapshot())).toBe('s1');
    actor.send({ type: 'search.previous' });
    expect(selectMatchPosition(actor.getSnapshot())).toEqual({ position: 2, count: 2 });
    actor.send({ type: 'transcript.search', query: 'inexistente' });
    expect(selectMatchPosition(actor.getSnapshot())).toEqual({ position: 0, count: 0 });
  });

  it("follows the player's time and asks the player to seek when a line or a passage is picked", () => {
    const actor = startTranscript();
    actor.send({ type: 'player.timeUpdate', seconds: 9 });
    expect(actor.getSnapshot().context.currentSegmentId).toBe('s2');
    actor.send({ type: 'segment.select', segmentId: 's3' });
    expect(actor.getSnapshot().context.seek).toEqual({ seconds: 20 });
    expect(actor.getSnapshot().context.selectedSegmentId).toBe('s3');
    // An answer's passage names its own start.
    actor.send({ type: 'segment.select', segmentId: 's3', seconds: 22 });
    expect(actor.getSnapshot().context.seek).toEqual({ seconds: 22 });
  });

  it('renames a speaker with PUT and takes the saved transcript', async () => {
    const sent: UpdateTranscription[] = [];
    const actor = startTranscript({
      save: async (changes) => {
        sent.push(changes);
        return renamedTranscription;
      },
    });
    actor.send({ type: 'speaker.rename', from: 'Carlos Lima' });
    expect(actor.getSnapshot().value).toEqual('editingSpeaker');
    actor.send({ type: 'speaker.save', name: 'Carlos (cliente)' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(sent).toEqual([{ renameSpeaker: { from: 'Carlos Lima', to: 'Carlos (cliente)' } }]);
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(actor.getSnapshot().context.transcription?.segments[0]?.speaker).toBe('Carlos (cliente)');
    expect(actor.getSnapshot().context.edit).toBeNull();
  });

  it('a failed correction goes back to the editor with the typed text', async () => {
    const actor = startTranscript({ save: () => Promise.reject(forbiddenError) });
    actor.send({ type: 'segment.correct', segmentId: 's2' });
    expect(actor.getSnapshot().context.edit).toEqual({
      kind: 'segment',
      segmentId: 's2',
      draft: 'Claro. O Orçamento cobre a implantação.',
    });
    actor.send({ type: 'segment.save', text: 'Claro. O orçamento cobre a implantação.' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('editingSegment');
    expect(actor.getSnapshot().context.edit?.draft).toBe('Claro. O orçamento cobre a implantação.');
    expect(actor.getSnapshot().context.failure?.status).toBe('403');
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a failed rename goes back to the rename editor', async () => {
    const actor = startTranscript({ save: () => Promise.reject(forbiddenError) });
    actor.send({ type: 'speaker.rename', from: 'Carlos Lima' });
    actor.send({ type: 'speaker.save', name: 'Carlos' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('editingSpeaker');
    expect(actor.getSnapshot().context.edit).toEqual({
      kind: 'speaker',
      from: 'Carlos Lima',
      draft: 'Carlos',
    });
  });

  it('improves, and a failed improvement can be retried or dismissed', async () => {
    let calls = 0;
    const improved = { ...transcription, improvedAt: '2026-03-12T14:00:00.000Z' };
    const actor = startTranscript({
      improve: () => (++calls === 1 ? Promise.reject(forbiddenError) : Promise.resolve(improved)),
    });
    actor.send({ type: 'transcript.search', query: 'proposta' });
    actor.send({ type: 'transcript.improve' });
    expect(actor.getSnapshot().value).toEqual('improving');
    // Editing waits while the transcript is being improved.
    expect(actor.getSnapshot().can({ type: 'segment.correct', segmentId: 's1' })).toBe(false);
    await flush();
    expect(actor.getSnapshot().value).toEqual('improveFailed');
    actor.send({ type: 'transcript.improve' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(actor.getSnapshot().context.transcription?.improvedAt).toBe('2026-03-12T14:00:00.000Z');
    // The search follows the new text.
    expect(actor.getSnapshot().context.matchIds).toEqual(['s3']);
  });
});
