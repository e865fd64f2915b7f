import type { SnapshotFrom } from 'xstate';
import type { TranscriptSegment } from '../../../api-contract/transcription.ts';
import type { transcriptMachine } from './transcript.machine.ts';

type TranscriptSnapshot = SnapshotFrom<typeof transcriptMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export const selectLines = (snapshot: TranscriptSnapshot): TranscriptSegment[] =>
  snapshot.context.transcription.segments;

export const selectQuery = (snapshot: TranscriptSnapshot) => snapshot.context.query;
export const selectMatchIds = (snapshot: TranscriptSnapshot) => snapshot.context.matchIds;
/** The match the user is on (1-based) out of how many; 0 of 0 without matches. */
export function selectMatchPosition(snapshot: TranscriptSnapshot): { position: number; count: number } {
  const count = snapshot.context.matchIds.length;
  return { position: count === 0 ? 0 : snapshot.context.activeMatch + 1, count };
}
export const selectActiveMatchId = (snapshot: TranscriptSnapshot): string | null =>
  snapshot.context.matchIds[snapshot.context.activeMatch] ?? null;

export const selectCurrentSegmentId = (snapshot: TranscriptSnapshot) => snapshot.context.currentSegmentId;
export const selectSelectedSegmentId = (snapshot: TranscriptSnapshot) => snapshot.context.selectedSegmentId;
export const selectSeek = (snapshot: TranscriptSnapshot) => snapshot.context.seek;

export const selectEdit = (snapshot: TranscriptSnapshot) => snapshot.context.edit;
export const selectIsSaving = (snapshot: TranscriptSnapshot) => snapshot.matches('saving');
export const selectIsImproving = (snapshot: TranscriptSnapshot) => snapshot.matches('improving');
export const selectImproveFailed = (snapshot: TranscriptSnapshot) => snapshot.matches('improveFailed');
export const selectCanEdit = (snapshot: TranscriptSnapshot) => snapshot.matches('idle');
export const selectCanImprove = (snapshot: TranscriptSnapshot) =>
  snapshot.can({ type: 'transcript.improve' });
