/*
 * The meeting list machine's data (and how it starts), input and events (meeting-list.machine.ts).
 */
import type { Meeting } from '../../../api-contract/meeting.ts';
import type { MeetingChange } from '../../../services/meetings/meetings.ts';
import type { AppError } from '../../../services/errors.ts';
import type { CacheEvent, Seller } from './actors.ts';
import type { MeetingListFilters } from './filters.ts';
import type { MeetingListViewer } from './viewer.ts';

export type MeetingListContext = {
  viewer: MeetingListViewer;
  filters: MeetingListFilters;
  meetings: Meeting[];
  total: number;
  /** Whether `total` is only what is known so far: the backend sent none (see MeetingPage). */
  totalIsLowerBound: boolean;
  /** Offset of the next page to load; a multiple of the page size. */
  nextOffset: number;
  /** Why the first page or the next page failed. */
  failure: AppError | null;
  /** Why revalidating or refreshing statuses failed; the list shown may be out of date. */
  refreshFailure: AppError | null;
  sellers: Seller[];
  sellersFailure: AppError | null;
};

export type MeetingListInput = { viewer: MeetingListViewer; filters?: MeetingListFilters };

export type MeetingListEvent =
  | { type: 'filters.change'; filters: MeetingListFilters }
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  | MeetingChange
  | CacheEvent;

/** Without input (graph tools start machines bare) the viewer is nobody in particular, with no team filters. */
export const initialMeetingListContext = (input: MeetingListInput | undefined): MeetingListContext => ({
  viewer: input?.viewer ?? { id: '', teams: [] },
  filters: input?.filters ?? {},
  meetings: [],
  total: 0,
  totalIsLowerBound: false,
  nextOffset: 0,
  failure: null,
  refreshFailure: null,
  sellers: [],
  sellersFailure: null,
});
