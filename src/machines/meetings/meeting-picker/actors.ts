import { fromPromise } from 'xstate';
import { fetchMeetingPage } from '../../../services/meetings/meetings.ts';
import { chatContextMaxMeetings } from '../../../api-contract/chat.ts';
import type { MeetingListFilters } from '../meeting-list/filters.ts';
import { normalizeFilters } from '../meeting-list/filters.ts';

/** The meetings the current filters show, as many as one question may take, and how many there are in all. */
export type FilteredMeetings = { ids: string[]; total: number };

export const meetingPickerActors = {
  fetchFiltered: fromPromise<FilteredMeetings, { viewerId: string; filters: MeetingListFilters }>(
    async ({ input, signal }) => {
      const list = await fetchMeetingPage(
        {
          viewerId: input.viewerId,
          filters: normalizeFilters(input.filters),
          offset: 0,
          limit: chatContextMaxMeetings,
        },
        { signal },
      );
      return { ids: list.meetings.map((meeting) => meeting.id), total: list.total };
    },
  ),
};
