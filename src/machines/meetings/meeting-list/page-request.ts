import type { MeetingListContext } from './context.ts';
import { normalizeFilters } from './filters.ts';

/** Spec section 9. */
export const meetingListPageSize = 25;

/** What the list asks the server for the page at `offset`: the viewer, its filters as sent, one page. */
export const pageRequest = (context: MeetingListContext, offset: number) => ({
  viewerId: context.viewer.id,
  filters: normalizeFilters(context.filters),
  offset,
  limit: meetingListPageSize,
});
