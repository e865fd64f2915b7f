import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { mediaBelowMd } from '../../../theme/layout-sizes.ts';
import { Badge } from '../../components/Badge.tsx';
import { durationText, statusTone, type MeetingItem } from './meeting-view.ts';
import { cardContextOf } from '../../../machines/meetings/meeting-list/selectors.ts';
import { pathTo } from '../../../domain/route-paths.ts';
import { DealContextLines } from './DealContextLines.tsx';

/**
 * A row's height follows from its meeting alone, so the virtualiser places rows without measuring them: room
 * for the title, the deal's summary and outcome when the card tells them (one line when the call is still
 * being analysed), and the details. On a phone (below md) a row is taller: its title takes the lines it needs,
 * its summary two, the next step and objections stack, and the details wrap instead of being cut.
 */
const rowHeights = {
  wide: { none: 96, pending: 118, analysed: 140 },
  // With a one-line title.
  narrow: { none: 148, pending: 172, analysed: 232 },
} as const;

/** A phone's title line (16 px bold, about 270 px at 360 px wide) holds 24 characters or so: 20 leaves room. */
const titleCharsPerLine = 20;
const titleLineHeight = 22;

/** The lines a title is given on a phone: enough for the whole title on a 360 px screen. */
const phoneTitleLines = (title: string): number => Math.max(1, Math.ceil(title.length / titleCharsPerLine));

export function meetingRowHeight(meeting: MeetingItem, narrow: boolean): number {
  const context = cardContextOf(meeting);
  const heights = rowHeights[narrow ? 'narrow' : 'wide'];
  const base = context === null ? heights.none : context === 'pending' ? heights.pending : heights.analysed;
  return narrow ? base + (phoneTitleLines(meeting.title) - 1) * titleLineHeight : base;
}

/** A row whose page is not loaded yet: as tall as a finished call waiting for its summary, the most common. */
export const unloadedRowHeight = (narrow: boolean): number => rowHeights[narrow ? 'narrow' : 'wide'].pending;

/** The shortest row: what the skeleton shows while the first page loads. */
const skeletonHeight = rowHeights.wide.none;
const rowGap = 10;

export const RowCard = styled.div(({ theme }) => ({
  boxSizing: 'border-box',
  height: `calc(100% - ${rowGap}px)`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignContent: 'center',
  gap: '6px 16px',
  padding: '0 20px',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  transition: 'border-color 120ms ease',
  '&:hover': { borderColor: theme.colors.primaryMild },
  [mediaBelowMd]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    padding: '0 14px',
    columnGap: 10,
  },
}));

// The link is the title itself (no wrapper): every element counts in a list that renders ~20 rows at a time.
const titleCss = (theme: Theme) => ({
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 700,
  fontSize: 16,
  color: theme.colors.text,
  '&:hover': { color: theme.colors.primary },
  [mediaBelowMd]: {
    display: '-webkit-box',
    // The lines its row was given (meetingRowHeight), so a title never runs into the details below it.
    WebkitLineClamp: 'var(--title-lines)',
    WebkitBoxOrient: 'vertical' as const,
    whiteSpace: 'normal' as const,
    overflowWrap: 'anywhere' as const,
    lineHeight: `${titleLineHeight}px`,
  },
});

const Details = styled.p(({ theme }) => ({
  gridColumn: '1 / -1',
  margin: 0,
  display: 'flex',
  gap: 16,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontSize: 14,
  color: theme.colors.textMuted,
  [mediaBelowMd]: {
    flexWrap: 'wrap',
    rowGap: 2,
    columnGap: 12,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
}));

const Reason = styled.span(({ theme }) => ({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: theme.colors.warning,
}));

const Pick = styled.input({ width: 18, height: 18, margin: 0, cursor: 'pointer' });

type MeetingRowProps = {
  meeting: MeetingItem;
  /** Picked to ask the AI about, with others. */
  picked: boolean;
  /** Without it (the company turned the chat off) the row has no pick box. */
  onPick?: () => void;
};

export function MeetingRow({ meeting, picked, onPick }: MeetingRowProps) {
  const { t } = useTranslation();
  const statusLabel: string = t(`statuses:${meeting.status}`);
  // The exit-reason catalogue (spec section 4) lives in 'meetingDetail'; without an entry the status says it.
  // A finished meeting's ordinary exit (the host ended the call) is not news on the list; a failure's reason is.
  const reason: string | null =
    meeting.exitReason && statusTone[meeting.status] !== 'success'
      ? t(`meetingDetail:exitReasons.${meeting.exitReason}`, { defaultValue: statusLabel })
      : null;
  const participantNames = meeting.participants.map((participant) => participant.name).join(', ');
  return (
    <RowCard
      css={
        onPick && {
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          alignItems: 'center',
          [mediaBelowMd]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
        }
      }
    >
      {onPick && (
        <Pick
          type="checkbox"
          checked={picked}
          onChange={onPick}
          aria-label={t('chat:pick.select', { title: meeting.title })}
        />
      )}
      <Link
        css={titleCss}
        style={{ '--title-lines': phoneTitleLines(meeting.title) } as CSSProperties}
        href={pathTo('/meetings/:id', { id: meeting.id })}
      >
        {meeting.title}
      </Link>
      <Badge
        tone={statusTone[meeting.status]}
        title={reason ?? t('meetings:status')}
        // On a phone the status goes under the title, which then has the row's whole width and is not cut.
        css={{ [mediaBelowMd]: { gridColumn: onPick ? 2 : 1, justifySelf: 'start' } }}
      >
        {statusLabel}
      </Badge>
      <DealContextLines meeting={meeting} />
      <Details>
        <time dateTime={meeting.startTime}>
          {t('meetings:startsAt', {
            value: new Date(meeting.startTime),
            formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
          })}
        </time>
        <span>{durationText(t, meeting.durationSeconds)}</span>
        <span title={participantNames || undefined}>
          {meeting.participants.length === 0
            ? t('meetings:noParticipants')
            : t('meetings:participants', { count: meeting.participants.length })}
        </span>
        <span>{t('meetings:owner', { name: meeting.owner.name })}</span>
        {reason !== null && reason !== statusLabel && <Reason>{reason}</Reason>}
      </Details>
    </RowCard>
  );
}

const Bone = styled.span(({ theme }) => ({
  display: 'block',
  height: 14,
  borderRadius: theme.radius.sm,
  background: theme.colors.primarySubtle,
  '@keyframes pulse': { '50%': { opacity: 0.5 } },
  animation: 'pulse 1.4s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** A row not loaded yet: the first page's placeholders, or (`fill`) a row of the list its page will fill. */
export function MeetingRowSkeleton({ fill = false }: { fill?: boolean }) {
  return (
    <RowCard aria-hidden css={fill ? undefined : { height: skeletonHeight - rowGap, marginBottom: rowGap }}>
      <Bone css={{ width: '45%', height: 18 }} />
      <Bone css={{ width: 90 }} />
      <Bone css={{ gridColumn: '1 / -1', width: '70%' }} />
    </RowCard>
  );
}
