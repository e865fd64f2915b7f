import styled from '@emotion/styled';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCanLoadMore,
  selectFailure,
  selectFilters,
  selectIsEmpty,
  selectIsEmptyForFilters,
  selectIsLoading,
  selectIsLoadingMore,
  selectLoadMoreFailure,
  selectMeetings,
  selectRefreshFailure,
  selectTotal,
  selectTotalIsLowerBound,
} from '../../../machines/meetings/meeting-list/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { MeetingListContext } from '../../contexts/meeting-list.ts';
import { useFeatureOn } from '../../contexts/company-features.tsx';
import { selectPicked } from '../../../machines/meetings/meeting-picker/selectors.ts';
import { MeetingPickerContext } from './meeting-picker-context.ts';
import { PickActions, PickNotice } from './PickActions.tsx';
import { MeetingRow, MeetingRowSkeleton, meetingRowHeight } from './MeetingRow.tsx';
import { clearedFilters } from './meeting-view.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { belowMdQuery } from '../../../theme/layout-sizes.ts';

/** Rows rendered beyond the visible ones, above and below: 480 px each way, and the DOM within bench:list budget. */
const overscan = 5;
/** The next page is asked for when the last rendered row is this close to the end of what is loaded. */
const loadMoreThreshold = 10;

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

/**
 * Only the rows in view (plus `overscan`) are in the DOM, however many are loaded; scrolling near the end
 * asks for the next page.
 */
function VirtualMeetingRows() {
  const { t } = useTranslation();
  const list = MeetingListContext.useActorRef();
  const meetings = MeetingListContext.useSelector(selectMeetings);
  const total = MeetingListContext.useSelector(selectTotal);
  const totalIsLowerBound = MeetingListContext.useSelector(selectTotalIsLowerBound);
  const filters = MeetingListContext.useSelector(selectFilters);
  const canLoadMore = MeetingListContext.useSelector(selectCanLoadMore);
  const isLoadingMore = MeetingListContext.useSelector(selectIsLoadingMore);
  const loadMoreError = MeetingListContext.useSelector(selectLoadMoreFailure);
  const refreshError = MeetingListContext.useSelector(selectRefreshFailure);
  const picker = MeetingPickerContext.useActorRef();
  const picked = MeetingPickerContext.useSelector(selectPicked);
  // Picking meetings is for asking the AI about them: not offered when the company turned the chat off.
  const chatOn = useFeatureOn('chat');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery(belowMdQuery);
  const heights = useMemo(
    () => meetings.map((meeting) => meetingRowHeight(meeting, narrow)),
    [meetings, narrow],
  );

  // The virtualiser's object is stable across renders; the rows are read from it on every render on purpose.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: meetings.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => heights[index] ?? 0,
    getItemKey: (index) => meetings[index]?.id ?? index,
    overscan,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRenderedIndex = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (canLoadMore && lastRenderedIndex >= meetings.length - loadMoreThreshold) {
      list.send({ type: 'list.loadMore' });
    }
  }, [canLoadMore, lastRenderedIndex, meetings.length, list]);

  // Turning the phone (or resizing the window) across the breakpoint changes every row's height, and a
  // meeting analysed meanwhile changes its own: the virtualiser places the rows again.
  const heightsKey = heights.join();
  useEffect(() => virtualizer.measure(), [heightsKey, virtualizer]);

  // New filters show a new list: start it from the top.
  useEffect(() => {
    scrollerRef.current?.scrollTo?.({ top: 0 });
  }, [filters]);

  return (
    <>
      <Note aria-live="polite">
        {totalIsLowerBound
          ? t('meetings:shownSoFar', { count: meetings.length })
          : t('meetings:shown', { shown: meetings.length, count: total })}
        {refreshError && ` ${t('meetings:refreshFailed')}`}
        {chatOn && <PickActions />}
      </Note>
      <PickNotice />
      <Scroller ref={scrollerRef} tabIndex={0} data-testid="meeting-list-scroller">
        <List aria-label={t('meetings:listLabel')} css={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const meeting = meetings[row.index];
            if (!meeting) return null;
            return (
              <li
                key={row.key}
                // -1: a list whose size is not known (ARIA), when the backend sent no total.
                aria-setsize={totalIsLowerBound ? -1 : total}
                aria-posinset={row.index + 1}
                css={{ position: 'absolute', top: 0, left: 0, right: 0 }}
                style={{ transform: `translateY(${row.start}px)`, height: row.size }}
              >
                <MeetingRow
                  meeting={meeting}
                  picked={picked.includes(meeting.id)}
                  onPick={
                    chatOn ? () => picker.send({ type: 'pick.toggle', meetingId: meeting.id }) : undefined
                  }
                />
              </li>
            );
          })}
        </List>
        {isLoadingMore && (
          <Footer>
            <Spinner aria-hidden />
            {t('meetings:loadingMore')}
          </Footer>
        )}
        {loadMoreError && (
          <Footer role="alert">
            {t('meetings:loadMoreFailed')}
            <Button variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
              {t('common:retry')}
            </Button>
          </Footer>
        )}
      </Scroller>
    </>
  );
}
