import type { Meeting } from '../../../api-contract/meeting.ts';

/** A page appended after the loaded ones: new meetings go to the end, ones already there are updated in place. */
export function appendUnique(current: readonly Meeting[], incoming: readonly Meeting[]): Meeting[] {
  const merged = [...current];
  const indexById = new Map(current.map((meeting, index) => [meeting.id, index]));
  for (const meeting of incoming) {
    const index = indexById.get(meeting.id);
    if (index === undefined) {
      indexById.set(meeting.id, merged.length);
      merged.push(meeting);
    } else {
      merged[index] = meeting;
    }
  }
  return merged;
}

/** A fresh first page on top; what was loaded further down stays, once. */
export function withFreshFirstPage(current: readonly Meeting[], fresh: readonly Meeting[]): Meeting[] {
  const freshIds = new Set(fresh.map((meeting) => meeting.id));
  return [...fresh, ...current.filter((meeting) => !freshIds.has(meeting.id))];
}

/** A meeting just created goes to the top. */
export function prependUnique(current: readonly Meeting[], meeting: Meeting): Meeting[] {
  return [meeting, ...current.filter((other) => other.id !== meeting.id)];
}

/** Meetings fetched again one by one replace their older copies where they stand. */
export function replaceById(current: readonly Meeting[], updated: readonly Meeting[]): Meeting[] {
  const byId = new Map(updated.map((meeting) => [meeting.id, meeting]));
  return current.map((meeting) => byId.get(meeting.id) ?? meeting);
}

/** A deleted meeting leaves the list. */
export function withoutMeeting(current: readonly Meeting[], meetingId: string): Meeting[] {
  return current.filter((meeting) => meeting.id !== meetingId);
}
