/*
 * A user's general settings (spec section 3, User: importMeeting and emailMeeting, numbers, default 0), in
 * words. The app explains each value on /config/general; the server stores them (users.import_meeting,
 * users.email_meeting) and acts on them: the calendar sync (issue 10) by importMeeting, the meeting e-mail by
 * emailMeeting (server/features/meetings/meeting-email.ts).
 */

/**
 * Which events of the connected calendar the calendar sync turns into meetings the bot joins. The bot needs a
 * link to join, so every value but `none` counts only events with a Google Meet, Zoom or Teams link.
 * - none (0): no event is imported; meetings are added by hand or by upload.
 * - withVideoLink (1): every event with a meeting link.
 * - organisedByMe (2): only events the user organises.
 * - withExternalGuests (3): only events with at least one guest from outside the company (a sales call).
 */
export const importMeetingValues = {
  none: 0,
  withVideoLink: 1,
  organisedByMe: 2,
  withExternalGuests: 3,
} as const;

/**
 * Who gets an e-mail with the summary, next steps and answers when one of the user's meetings is done.
 * - none (0): nobody.
 * - owner (1): the user.
 * - ownerAndColleagues (2): the user and the meeting's participants who are users of the same company (never
 *   a client: the summary is the sales team's).
 */
export const emailMeetingValues = { none: 0, owner: 1, ownerAndColleagues: 2 } as const;

export const isImportMeeting = (value: number): boolean =>
  (Object.values(importMeetingValues) as number[]).includes(value);

export const isEmailMeeting = (value: number): boolean =>
  (Object.values(emailMeetingValues) as number[]).includes(value);
