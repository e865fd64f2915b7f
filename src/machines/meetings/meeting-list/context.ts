/*
 * The meeting list machine's data (and how it starts), input and events (meeting-list.machine.ts).
 */
import type { MeetingChange } from '../../../services/meetings/meetings.ts';
import type { AppError } from '../../../services/errors.ts';
import type { CacheEvent, Seller } from './actors.ts';
import type { MeetingListFilters } from './filters.ts';
import type { Pages, Viewport } from './pages.ts';
import type { MeetingListViewer } from './viewer.ts';

export type MeetingListContext = {
  viewer: MeetingListViewer;
  filters: MeetingListFilters;
  /** The loaded pages by number, at most `keptPages` of them (pages.ts). */
  pages: Pages;
  /** Every row of the list, loaded or not: the first page tells it, so the list is as tall as it will be. */
  total: number;
  /** Whether `total` is only what is known so far: the backend sent none (see MeetingPage). */
  totalIsLowerBound: boolean;
  /** A search the server counted only up to this many (MeetingPage.countedUpTo), or null. */
  countedUpTo: number | null;
  /** The rows in view, as the list last reported them: their pages (and a margin) are fetched. */
  viewport: Viewport;
  /** The page being fetched for the viewport (loadingPage), or null. */
  pageInFlight: number | null;
  /** Why the first page or a page of the viewport failed. */
  failure: AppError | null;
  /** Why revalidating or refreshing statuses failed; the list shown may be out of date. */
  refreshFailure: AppError | null;
  sellers: Seller[];
  sellersFailure: AppError | null;
};

export type MeetingListInput = { viewer: MeetingListViewer; filters?: MeetingListFilters };

export type MeetingListEvent =
  | { type: 'filters.change'; filters: MeetingListFilters }
  | ({ type: 'list.viewport' } & Viewport)
  | { type: 'list.retry' }
  | MeetingChange
  | CacheEvent;

export const topOfList: Viewport = { firstRow: 0, lastRow: 0 };

/** Without input (graph tools start machines bare) the viewer is nobody in particular, with no team filters. */
export const initialMeetingListContext = (input: MeetingListInput | undefined): MeetingListContext => ({
  viewer: input?.viewer ?? { id: '', teams: [] },
  filters: input?.filters ?? {},
  pages: {},
  total: 0,
  totalIsLowerBound: false,
  countedUpTo: null,
  viewport: topOfList,
  pageInFlight: null,
  failure: null,
  refreshFailure: null,
  sellers: [],
  sellersFailure: null,
});
