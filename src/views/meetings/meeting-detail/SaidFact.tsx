import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { transcriptMachine } from '../../../machines/transcripts/transcript/transcript.machine.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { clock } from './clock.ts';

export type TranscriptRef = ActorRefFrom<typeof transcriptMachine> | undefined;

const Seek = styled.button(({ theme }) => ({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  // A button is an inline block whose baseline is its last line: aligned on it, a list's bullet stood beside a
  // long step's last line instead of its first.
  verticalAlign: 'top',
  // A target at least 24 px high (WCAG 2.5.8): items one under the other would otherwise touch.
  minHeight: 24,
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
}));

/**
 * Something said in the meeting (a next step, an objection, an amount): a click plays the recording where it
 * was said, as a cited passage does. Without the moment (an old summary) or a player it is plain text.
 */
export function SaidFact({
  said,
  transcript,
  children,
}: {
  said: { text: string; segmentId: string; startSeconds?: number | undefined };
  transcript: TranscriptRef;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { startSeconds } = said;
  if (startSeconds === undefined || !transcript) return <>{children}</>;
  return (
    <Seek
      type="button"
      onClick={() =>
        transcript.send({ type: 'segment.select', segmentId: said.segmentId, seconds: startSeconds })
      }
    >
      {children}{' '}
      <VisuallyHidden>{t('meetingDetail:enrichment.playSaid', { time: clock(startSeconds) })}</VisuallyHidden>
    </Seek>
  );
}
