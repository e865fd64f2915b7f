import styled from '@emotion/styled';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptSegment } from '../../../api-contract/transcription.ts';
import { Button } from '../../components/Button.tsx';
import { clock } from './clock.ts';
import { mediaTwoColumns } from './two-columns.ts';

/**
 * The list the lines stand in. Beside the insights it fills what its panel leaves in the window-high column and
 * scrolls there; in one column it is part of the page's one scroll.
 */
export const TranscriptLines = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  alignContent: 'start',
  gap: 2,
  [mediaTwoColumns]: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' },
});

const Line = styled('li', { shouldForwardProp: (prop) => !['current', 'match', 'active'].includes(prop) })<{
  current: boolean;
  match: boolean;
  active: boolean;
}>(({ theme, current, match, active }) => ({
  display: 'grid',
  // One column no wider than the list, whatever a line holds.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 4,
  padding: '8px 10px',
  // A speaker's name or a line may be one word wider than the list: it wraps instead of scrolling sideways.
  overflowWrap: 'anywhere',
  borderRadius: theme.radius.md,
  borderLeft: `3px solid ${current ? theme.colors.primary : 'transparent'}`,
  background: current ? theme.colors.primarySubtle : match ? theme.colors.warningSubtle : 'transparent',
  outline: active ? `2px solid ${theme.colors.warning}` : 'none',
}));

const SeekButton = styled.button(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  gap: 8,
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '& time': { color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
}));

/*
 * A line's editing actions show when the line is pointed at or one of them has the keyboard's focus, so forty
 * lines do not each repeat "Renomear participante · Corrigir fala"; a touch screen, which cannot point, shows
 * them always. Each stays one word group: it never breaks mid-word ("Corrigi r fala").
 */
const LineActions = styled.span({
  display: 'inline-flex',
  // On a phone the two go under the speaker, or one under the other: never wider than the line.
  flexWrap: 'wrap',
  gap: 4,
  opacity: 0,
  transition: 'opacity 120ms ease',
  'li:hover &, li:focus-within &': { opacity: 1 },
  '@media (hover: none)': { opacity: 1 },
  button: { whiteSpace: 'nowrap', overflowWrap: 'normal' },
});

/** Scrolls the list that holds `line`, and only it, so the line shows a third of the way down. */
function keepInItsBox(line: HTMLElement) {
  const list = line.parentElement;
  if (!list || list.scrollHeight <= list.clientHeight || getComputedStyle(list).overflowY !== 'auto') return;
  const box = list.getBoundingClientRect();
  const at = line.getBoundingClientRect();
  if (at.top >= box.top && at.bottom <= box.bottom) return;
  list.scrollBy({ top: at.top - box.top - box.height / 3, behavior: 'smooth' });
}

type LineProps = {
  segment: TranscriptSegment;
  current: boolean;
  match: boolean;
  active: boolean;
  /** Scrolled into view when it becomes true (picked, or the search's active match). */
  focused: boolean;
  onSelect: (segmentId: string) => void;
  /** Without them (a shared page, a transcript being saved) the line offers no editing. */
  onRenameSpeaker?: (speaker: string) => void;
  onCorrect?: (segmentId: string) => void;
};

/** One line: speaker, time and text (as text, never HTML); clicking it plays the recording from there. */
export const TranscriptLine = memo(function TranscriptLine(props: LineProps) {
  const { segment, current, match, active, focused, onRenameSpeaker, onCorrect } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [focused]);
  // The line playing stays in view where the lines scroll in their own box; where they flow with the page (a
  // phone) the page is not moved under the reader.
  useEffect(() => {
    if (current && ref.current) keepInItsBox(ref.current);
  }, [current]);
  return (
    <Line
      ref={ref}
      current={current}
      match={match}
      active={active}
      aria-current={current ? 'true' : undefined}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <strong>{segment.speaker}</strong>
        {onRenameSpeaker && onCorrect && (
          <LineActions>
            <Button
              variant="ghost"
              css={{ minHeight: 28, padding: '0 8px', fontSize: 13 }}
              aria-label={`${t('meetingDetail:transcript.renameSpeaker')}: ${segment.speaker}`}
              onClick={() => onRenameSpeaker(segment.speaker)}
            >
              {t('meetingDetail:transcript.renameSpeaker')}
            </Button>
            <Button
              variant="ghost"
              css={{ minHeight: 28, padding: '0 8px', fontSize: 13 }}
              aria-label={`${t('meetingDetail:transcript.edit')}: ${clock(segment.startSeconds)}`}
              onClick={() => onCorrect(segment.id)}
            >
              {t('meetingDetail:transcript.edit')}
            </Button>
          </LineActions>
        )}
      </div>
      <SeekButton
        title={t('meetingDetail:transcript.seekTo', { time: clock(segment.startSeconds) })}
        onClick={() => props.onSelect(segment.id)}
      >
        <time>{clock(segment.startSeconds)}</time>
        <span>{segment.text}</span>
      </SeekButton>
    </Line>
  );
});
