import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectSeek } from '../../machines/transcripts/transcript/selectors.ts';
import type { transcriptMachine } from '../../machines/transcripts/transcript/transcript.machine.ts';

/**
 * A <video> or <audio> and the transcript beside it, kept together: the player tells the transcript where
 * playback is ('player.timeUpdate') and jumps when the transcript asks (a line or a passage was clicked).
 * Spread the answer on the media element.
 */
export function useTranscriptPlayer(transcriptRef: ActorRefFrom<typeof transcriptMachine> | undefined) {
  const seek = useSelector(transcriptRef, (snapshot) => (snapshot ? selectSeek(snapshot) : null));
  const element = useRef<HTMLMediaElement | null>(null);

  useEffect(() => {
    const player = element.current;
    if (!seek || !player) return;
    player.currentTime = seek.seconds;
  }, [seek]);

  const tellPosition = () => {
    if (element.current)
      transcriptRef?.send({ type: 'player.timeUpdate', seconds: element.current.currentTime });
  };

  return {
    ref: (node: HTMLMediaElement | null) => {
      element.current = node;
    },
    // A seek asked before the media could play (the page opened at ?t=) is applied once it can.
    onLoadedMetadata: () => {
      if (seek && element.current) element.current.currentTime = seek.seconds;
    },
    onTimeUpdate: tellPosition,
    onSeeked: tellPosition,
  };
}
