import { emailDomainOf } from '../../../src/domain/email-domain.ts';
import type { CalendarEvent } from './adapters/calendar-adapter.ts';
import { importMeetingValues } from '../../../src/domain/meeting-preferences.ts';
import type { CalendarSkipReason } from '../../../src/api-contract/calendar.ts';
import { meetingLinkPlatform, type Meeting } from '../../../src/api-contract/meeting.ts';

/** Who is syncing: their addresses (the app's and the calendar's) and their company's e-mail domains. */
export type SyncOwner = {
  importMeeting: number;
  /** The user's e-mail and the calendar account's: either one organising the event is "me". */
  emails: readonly string[];
  companyDomains: readonly string[];
};

/** A guest whose e-mail domain is none of the company's users' domains (a guest without an e-mail is not). */
export function hasExternalGuest(event: Pick<CalendarEvent, 'attendees'>, companyDomains: readonly string[]) {
  return event.attendees.some(
    (attendee) => attendee.email !== null && !companyDomains.includes(emailDomainOf(attendee.email)),
  );
}

/**
 * Whether the user's importMeeting lets the event in (src/domain/meeting-preferences.ts says each value in
 * words), and why not. Every value but none needs a link the bot can join.
 */
export function admission(
  event: CalendarEvent,
  owner: SyncOwner,
  now: Date,
): { platform: Exclude<Meeting['platform'], 'upload'>; meetingUrl: string } | { skip: CalendarSkipReason } {
  if (event.cancelled) return { skip: 'cancelled' };
  if (event.end.getTime() <= now.getTime()) return { skip: 'ended' };
  if (owner.importMeeting === importMeetingValues.none) return { skip: 'importOff' };
  const platform = event.meetingUrl === null ? null : meetingLinkPlatform(event.meetingUrl);
  if (!platform || event.meetingUrl === null) return { skip: 'noMeetingLink' };
  if (owner.importMeeting === importMeetingValues.organisedByMe) {
    const organizer = event.organizerEmail?.toLowerCase();
    if (!organizer || !owner.emails.some((email) => email.toLowerCase() === organizer)) {
      return { skip: 'notOrganisedByMe' };
    }
  }
  if (
    owner.importMeeting === importMeetingValues.withExternalGuests &&
    !hasExternalGuest(event, owner.companyDomains)
  ) {
    return { skip: 'noExternalGuests' };
  }
  return { platform, meetingUrl: event.meetingUrl };
}

/** The meeting's people: the event's guests, named by their e-mail when the calendar has no name. */
export const participantsOf = (event: Pick<CalendarEvent, 'attendees'>): Meeting['participants'] =>
  event.attendees.map((attendee) => ({
    name: attendee.name.trim() || attendee.email || '',
    email: attendee.email,
  }));
