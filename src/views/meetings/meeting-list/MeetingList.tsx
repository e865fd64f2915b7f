import styled from '@emotion/styled';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { meetingAtRow } from '../../../machines/meetings/meeting-list/pages.ts';
import {
  selectCountedUpTo,
  selectFailure,
  selectFilters,
  selectIsEmpty,
  selectIsEmptyForFilters,
  selectIsLoading,
  selectPageFailure,
  selectPages,
  selectRefreshFailure,
  selectTotal,
  selectTotalIsLowerBound,
} from '../../../machines/meetings/meeting-list/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { MeetingListContext } from '../../contexts/meeting-list.ts';
import { useFeatureOn } from '../../contexts/company-features.tsx';
import { selectPicked } from '../../../machines/meetings/meeting-picker/selectors.ts';
import { MeetingPickerContext } from './meeting-picker-context.ts';
import { PickActions, PickNotice } from './PickActions.tsx';
import { MeetingRow, MeetingRowSkeleton, meetingRowHeight, unloadedRowHeight } from './MeetingRow.tsx';
import { clearedFilters } from './meeting-view.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { belowMdQuery } from '../../../theme/layout-sizes.ts';

/** Rows rendered beyond the visible ones, above and below: 480 px each way, and the DOM within bench:list budget. */
const overscan = 5;

/** The floating WhatsApp button's corner (WhatsAppLink: 56 px, 24 px from the edge) and a margin. */
const floatingButtonClearance = 88;

const Scroller = styled.div({
  height: 'max(360px, calc(100vh - 300px))',
  overflowY: 'auto',
  // The end of the list scrolls clear of the floating button, so the last card and its actions stay reachable.
  paddingBottom: floatingButtonClearance,
  overscrollBehavior: 'contain',
  '&:focus-visible': { outline: '2px solid var(--primary-mild)' },
});

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });

const Footer = styled.output(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  minHeight: 56,
  color: theme.colors.textMuted,
  fontSize: 14,
}));

const Note = styled.p(({ theme }) => ({
  margin: '0 0 8px',
  fontSize: 13,
  lineHeight: 2,
  color: theme.colors.textMuted,
}));

/** The list as the meeting-list actor has it: loading, failed (with retry), empty, no results or the rows. */
export function MeetingList() {
  const { t } = useTranslation();
  const list = MeetingListContext.useActorRef();
  const isLoading = MeetingListContext.useSelector(selectIsLoading);
  const error = MeetingListContext.useSelector(selectFailure);
  const errorText = useErrorText();
  const isEmpty = MeetingListContext.useSelector(selectIsEmpty);
  const isEmptyForFilters = MeetingListContext.useSelector(selectIsEmptyForFilters);

  if (isLoading) {
    return (
      <output aria-live="polite" css={{ display: 'block' }}>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
          {t('meetings:loading')}
        </span>
        {Array.from({ length: 5 }, (_, index) => (
          <MeetingRowSkeleton key={index} />
        ))}
      </output>
    );
  }
  if (error) {
    return (
      <ErrorState
        title={t('meetings:failed.title')}
        description={errorText(error)}
        retryLabel={t('common:retry')}
        onRetry={() => list.send({ type: 'list.retry' })}
      />
    );
  }
  if (isEmpty) {
    return <EmptyState title={t('meetings:empty.title')} description={t('meetings:empty.description')} />;
  }
  if (isEmptyForFilters) {
    return (
      <EmptyState title={t('meetings:noResults.title')} description={t('meetings:noResults.description')}>
        <Button
          variant="secondary"
          onClick={() => list.send({ type: 'filters.change', filters: clearedFilters })}
        >
          {t('meetings:filters.clear')}
        </Button>
      </EmptyState>
    );
  }
  return <VirtualMeetingRows />;
}

type ScrollAnchor = { index: number; fromTop: number; atEnd: boolean };

/**
 * The whole list's height, however few pages are loaded: only the rows in view (plus `overscan`) are in the
 * DOM, a row whose page is not loaded is a skeleton, and the rows in view are reported to the machine, which
 * fetches their pages.
 */
function VirtualMeetingRows() {
  const { t } = useTranslation();
  const list = MeetingListContext.useActorRef();
  const pages = MeetingListContext.useSelector(selectPages);
  const total = MeetingListContext.useSelector(selectTotal);
  const totalIsLowerBound = MeetingListContext.useSelector(selectTotalIsLowerBound);
  const countedUpTo = MeetingListContext.useSelector(selectCountedUpTo);
  const filters = MeetingListContext.useSelector(selectFilters);
  const pageFailure = MeetingListContext.useSelector(selectPageFailure);
  const refreshError = MeetingListContext.useSelector(selectRefreshFailure);
  const picker = MeetingPickerContext.useActorRef();
  const picked = MeetingPickerContext.useSelector(selectPicked);
  // Picking meetings is for asking the AI about them: not offered when the company turned the chat off.
  const chatOn = useFeatureOn('chat');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<ScrollAnchor | null>(null);
  const narrow = useMediaQuery(belowMdQuery);

  // Stable until a page lands (or the breakpoint is crossed): the virtualiser places its rows again only then.
  const estimateSize = useCallback(
    (index: number) => {
      const meeting = meetingAtRow(pages, index);
      return meeting ? meetingRowHeight(meeting, narrow) : unloadedRowHeight(narrow);
    },
    [pages, narrow],
  );
  // A row not loaded is keyed by its index (a number: no string made per row for 100,000 of them).
  const getItemKey = useCallback((index: number) => meetingAtRow(pages, index)?.id ?? index, [pages]);

  // The virtualiser's object is stable across renders; the rows are read from it on every render on purpose.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    getItemKey,
    overscan,
    // A scroll frame renders in React's own time, not synchronously inside the scroll event.
    useFlushSync: false,
    // A scroll is over when the browser says so (its animated End or Page Down included), not after a pause
    // that a busy machine can make between two frames of one scroll; without the event, after such a pause.
    useScrollendEvent: true,
    onChange: (instance) => {
      // Where the reader is: the first row in view, so a page landing above it does not move what they see.
      const offset = instance.scrollOffset ?? 0;
      const first = instance.getVirtualItems().find((row) => row.end > offset);
      const atEnd = offset > 0 && offset + (instance.scrollRect?.height ?? 0) >= instance.getTotalSize() - 2;
      anchor.current = first ? { index: first.index, fromTop: first.start - offset, atEnd } : null;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const firstRow = virtualizer.range?.startIndex ?? 0;
  const lastRow = virtualizer.range?.endIndex ?? 0;
  const scrolling = virtualizer.isScrolling;

  // The rows the reader stopped on: rows crossed on the way (an animated End passes every page) are never
  // where they are reading, so they fetch nothing.
  useEffect(() => {
    if (!scrolling) list.send({ type: 'list.viewport', firstRow, lastRow });
  }, [firstRow, lastRow, scrolling, list]);

  // A page landing (or the breakpoint crossed) changes the heights of rows above the one read: it stays put,
  // and a list scrolled to its end stays at its end.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const reading = anchor.current;
    if (!scroller || !reading) return;
    const start = virtualizer.measurementsCache[reading.index]?.start;
    // The browser clamps a scroll past the end to the end.
    const top = reading.atEnd
      ? virtualizer.getTotalSize()
      : start === undefined
        ? null
        : start - reading.fromTop;
    if (top !== null && Math.abs(scroller.scrollTop - top) > 1) scroller.scrollTop = top;
  }, [pages, narrow, virtualizer]);

  // New filters show a new list: start it from the top.
  useEffect(() => {
    anchor.current = null;
    scrollerRef.current?.scrollTo?.({ top: 0 });
  }, [filters]);

  return (
    <>
      <Note aria-live="polite">
        {countedUpTo !== null
          ? t('meetings:moreThan', { count: countedUpTo })
          : totalIsLowerBound
            ? t('meetings:totalSoFar', { count: total })
            : t('meetings:total', { count: total })}
        {refreshError && ` ${t('meetings:refreshFailed')}`}
        {chatOn && <PickActions />}
      </Note>
      <PickNotice />
      {pageFailure && (
        <Footer role="alert">
          {t('meetings:loadMoreFailed')}
          <Button variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
            {t('common:retry')}
          </Button>
        </Footer>
      )}
      <Scroller ref={scrollerRef} tabIndex={0} data-testid="meeting-list-scroller">
        <List aria-label={t('meetings:listLabel')} css={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const meeting = meetingAtRow(pages, row.index);
            return (
              <li
                key={row.key}
                // -1: a list whose size is not known (ARIA), when the backend sent no total.
                aria-setsize={totalIsLowerBound ? -1 : total}
                aria-posinset={row.index + 1}
                aria-busy={meeting ? undefined : true}
                css={{ position: 'absolute', top: 0, left: 0, right: 0 }}
                style={{ transform: `translateY(${row.start}px)`, height: row.size }}
              >
                {meeting ? (
                  <MeetingRow
                    meeting={meeting}
                    picked={picked.includes(meeting.id)}
                    onPick={
                      chatOn ? () => picker.send({ type: 'pick.toggle', meetingId: meeting.id }) : undefined
                    }
                  />
                ) : (
                  <>
                    <VisuallyHidden>{t('meetings:loadingMore')}</VisuallyHidden>
                    <MeetingRowSkeleton fill />
                  </>
                )}
              </li>
            );
          })}
        </List>
      </Scroller>
    </>
  );
}
