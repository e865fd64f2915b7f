import { displayName } from '../../../domain/display-name.ts';
import { fromCallback, fromPromise } from 'xstate';
import {
  cachedMeetingPages,
  fetchMeetingPage,
  fetchMeetingsById,
  watchMeetingChanges,
  type MeetingChange,
  type MeetingPage,
  type MeetingPageRequest,
} from '../../../services/meetings/meetings.ts';
import type { Meeting } from '../../../api-contract/meeting.ts';
import { listTeamMembers } from '../../../services/teams/teams.ts';

export type Seller = { userId: string; name: string };

/** What the cache check tells the list: the fresh pages already seen, or nothing. */
export type CacheEvent = { type: 'cache.hit'; pages: MeetingPage[] } | { type: 'cache.miss' };

export const meetingListActors = {
  fetchPage: fromPromise<MeetingPage, MeetingPageRequest>(({ input, signal }) =>
    fetchMeetingPage(input, { signal }),
  ),

  // A callback actor answers while the list starts, so cached pages show on the first render, not after a tick.
  readCache: fromCallback<CacheEvent, Omit<MeetingPageRequest, 'offset'>>(({ input, sendBack }) => {
    const pages = cachedMeetingPages(input);
    sendBack(pages.length > 0 ? { type: 'cache.hit', pages } : { type: 'cache.miss' });
  }),

  /** Writes to meetings made anywhere (this page's dialogs, the meeting page, an upload) reach the list. */
  watchMeetingChanges: fromCallback<MeetingChange>(({ sendBack }) => watchMeetingChanges(sendBack)),

  refreshMeetings: fromPromise<Meeting[], { ids: string[] }>(({ input, signal }) =>
    fetchMeetingsById(input.ids, { signal }),
  ),

  /** The members of the teams the viewer may filter by, each once, by name. */
  loadSellers: fromPromise<Seller[], { teamIds: string[] }>(async ({ input, signal }) => {
    const teams = await Promise.all(input.teamIds.map((id) => listTeamMembers(id, { signal })));
    const sellers = new Map<string, Seller>();
    for (const member of teams.flat()) {
      sellers.set(member.userId, { userId: member.userId, name: displayName(member) });
    }
    return [...sellers.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  }),
};
