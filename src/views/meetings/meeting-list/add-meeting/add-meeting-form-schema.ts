import { z } from 'zod';
import { meetingLinkPlatform } from '../../../../api-contract/meeting.ts';

/**
 * The form of "Adicionar reunião". The link check is the server's own (Google Meet, Zoom, Microsoft Teams),
 * so the person sees the same Portuguese message before sending. Messages are i18n keys of 'addMeeting'.
 */
export const addMeetingFormSchema = z
  .object({
    meetingUrl: z
      .string()
      .trim()
      .min(1, { error: 'addMeeting:validation.linkRequired' })
      .refine((link) => meetingLinkPlatform(link) !== null, { error: 'addMeeting:validation.linkInvalid' }),
    title: z.string().trim().min(1, { error: 'addMeeting:validation.titleRequired' }).max(200),
    date: z.iso.date({ error: 'addMeeting:validation.dateRequired' }),
    time: z.iso.time({ precision: -1, error: 'addMeeting:validation.timeRequired' }),
  })
  // The date and time are the person's own clock; the API takes an instant.
  .transform(({ meetingUrl, title, date, time }) => ({
    meetingUrl,
    title,
    startTime: new Date(`${date}T${time}`).toISOString(),
  }));

export type AddMeetingFormValues = z.input<typeof addMeetingFormSchema>;
export type AddMeetingFormOutput = z.output<typeof addMeetingFormSchema>;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today and now on the person's clock, as the date and time inputs expect them. */
export function defaultMeetingTime(now = new Date()): Pick<AddMeetingFormValues, 'date' | 'time'> {
  return {
    date: `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`,
    time: `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}`,
  };
}
