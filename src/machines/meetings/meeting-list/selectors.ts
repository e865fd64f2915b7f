import type { SnapshotFrom } from 'xstate';
import type { DealContext, Meeting } from '../../../api-contract/meeting.ts';
import type { Pages } from './pages.ts';
import { groupOf, phaseOf } from '../../../domain/bot-lifecycle.ts';
import type { Seller } from './actors.ts';
import { hasActiveFilters, type MeetingListFilters } from './filters.ts';
import type { AppError } from '../../../services/errors.ts';
import type { meetingListMachine } from './meeting-list.machine.ts';

type MeetingListSnapshot = SnapshotFrom<typeof meetingListMachine>;

/** The loaded pages by number: the view reads each row with `meetingAtRow` (pages.ts). */
export const selectPages = (snapshot: MeetingListSnapshot): Pages => snapshot.context.pages;
export const selectTotal = (snapshot: MeetingListSnapshot): number => snapshot.context.total;
/** The total is not known (a backend that sends none): the list says how many it shows, not "of how many". */
export const selectTotalIsLowerBound = (snapshot: MeetingListSnapshot): boolean =>
  snapshot.context.totalIsLowerBound;
/** A search the server counted only up to this many: the list says "Mais de 1.000 reuniões". */
export const selectCountedUpTo = (snapshot: MeetingListSnapshot): number | null =>
  snapshot.context.countedUpTo;
export const selectFilters = (snapshot: MeetingListSnapshot): MeetingListFilters => snapshot.context.filters;
export const selectHasActiveFilters = (snapshot: MeetingListSnapshot): boolean =>
  hasActiveFilters(snapshot.context.filters);

/** The first page is on its way (or the cache is being read): skeleton rows. */
export const selectIsLoading = (snapshot: MeetingListSnapshot): boolean =>
  snapshot.hasTag('busy') || snapshot.matches('restoring');
/** The i18n key and its {{status}} value, while the first page failed. */
export const selectFailure = (snapshot: MeetingListSnapshot): AppError | null =>
  snapshot.matches('failed') ? snapshot.context.failure : null;

const isShowingList = (snapshot: MeetingListSnapshot) =>
  snapshot.matches('ready') || snapshot.matches('debouncing');
/** Nothing at all to show, with no filter narrowing the list. */
export const selectIsEmpty = (snapshot: MeetingListSnapshot): boolean =>
  isShowingList(snapshot) && snapshot.context.total === 0 && !selectHasActiveFilters(snapshot);
/** Nothing matches the filters: the view offers to clear them. */
export const selectIsEmptyForFilters = (snapshot: MeetingListSnapshot): boolean =>
  isShowingList(snapshot) && snapshot.context.total === 0 && selectHasActiveFilters(snapshot);

/** A page of the rows in view is on its way (they show as skeletons meanwhile). */
export const selectIsLoadingPage = (snapshot: MeetingListSnapshot): boolean => snapshot.hasTag('loadingPage');
/** A page of the rows in view failed: what is loaded stays, and the view offers to try again. */
export const selectPageFailure = (snapshot: MeetingListSnapshot): AppError | null =>
  snapshot.hasTag('pageError') ? snapshot.context.failure : null;
/** The list shown may be out of date: revalidating or refreshing statuses failed (the next poll retries). */
export const selectRefreshFailure = (snapshot: MeetingListSnapshot): AppError | null =>
  snapshot.context.refreshFailure;

/** Seller and team filters exist only for team leaders and administrators. */
export const selectCanFilterBySeller = (snapshot: MeetingListSnapshot): boolean =>
  snapshot.context.viewer.teams.length > 0;
export const selectTeams = (snapshot: MeetingListSnapshot) => snapshot.context.viewer.teams;
export const selectSellers = (snapshot: MeetingListSnapshot): Seller[] => snapshot.context.sellers;
export const selectSellersFailure = (snapshot: MeetingListSnapshot): AppError | null =>
  snapshot.context.sellersFailure;

/**
 * What a meeting's card tells of the deal (issue 30): its analysis; 'pending' for a finished call not yet
 * analysed; null (nothing) for a call that is scheduled, under way or failed, where "no summary yet" would
 * promise one that will not come.
 */
export function cardContextOf(meeting: Meeting): DealContext | 'pending' | null {
  if (meeting.dealContext) return meeting.dealContext;
  return groupOf(phaseOf(meeting.status)) === 'finished' ? 'pending' : null;
}
