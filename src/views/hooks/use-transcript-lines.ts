import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  selectActiveMatchId,
  selectCurrentSegmentId,
  selectLines,
  selectMatchIds,
  selectSelectedSegmentId,
} from '../../machines/transcripts/transcript/selectors.ts';
import type { transcriptMachine } from '../../machines/transcripts/transcript/transcript.machine.ts';

type TranscriptRef = ActorRefFrom<typeof transcriptMachine>;

/**
 * What a list of transcript lines shows of the transcript machine (the lines, the line playing, the search
 * matches, the selected line) and the click that plays a line: the meeting page's and the guest page's.
 */
export function useTranscriptLines(transcript: TranscriptRef) {
  const lines = useSelector(transcript, selectLines);
  const matchIds = useSelector(transcript, selectMatchIds);
  const activeMatchId = useSelector(transcript, selectActiveMatchId);
  const currentId = useSelector(transcript, selectCurrentSegmentId);
  const selectedId = useSelector(transcript, selectSelectedSegmentId);
  const matches = useMemo(() => new Set(matchIds), [matchIds]);
  const onSelect = useCallback(
    (segmentId: string) => transcript.send({ type: 'segment.select', segmentId }),
    [transcript],
  );
  /** The props of TranscriptLine that follow the machine, for one line. */
  const lineState = (segmentId: string) => ({
    current: segmentId === currentId,
    match: matches.has(segmentId),
    active: segmentId === activeMatchId,
    focused: segmentId === activeMatchId || segmentId === selectedId,
    onSelect,
  });
  return { lines, lineState };
}
