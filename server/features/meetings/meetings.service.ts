import type { BotProvider } from '../../providers/bot/provider.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { MediaStorage } from '../../providers/media/storage.ts';
import type { MeetingAnswer } from '../../../src/api-contract/meeting-detail.ts';
import {
  meetingLinkPlatform,
  type CreateMeeting,
  type Meeting,
  type MeetingList,
  type MeetingLog,
  type UpdateMeeting,
} from '../../../src/api-contract/meeting.ts';
import type { AnswersService } from '../answers/answers.service.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import type { MeetingAccess } from './meeting-access.ts';
import { addMeeting } from './meeting-creation.ts';
import type { MeetingFilters } from './meeting-list-conditions.ts';
import { toMeeting } from './meeting-row.ts';

/**
 * Meetings as people see and change them (spec sections 2, 6 and 7): seen through the visibility rule,
 * changed by their owner or an administrator (meeting-access.ts), the bot sent, held back or restarted.
 */
export function createMeetingsService(deps: {
  store: Store;
  access: MeetingAccess;
  bot: BotProvider;
  storage: MediaStorage;
  answers: AnswersService;
}) {
  const { store, access, bot } = deps;
  const meetingOf = async (caller: Caller, id: string): Promise<Meeting> =>
    toMeeting(await access.visible(caller, id));

  return {
    async list(caller: Caller, filters: MeetingFilters): Promise<MeetingList> {
      const { rows, total, moreThanTotal } = await store.meetingList.page(caller, filters);
      return {
        meetings: rows.map(toMeeting),
        total,
        page: filters.page,
        limit: filters.limit,
        ...(moreThanTotal && { moreThanTotal }),
      };
    },

    get: meetingOf,

    async logs(caller: Caller, id: string): Promise<MeetingLog[]> {
      const meeting = await access.visible(caller, id);
      return store.meetingLogs.list(meeting.id);
    },

    /** Added by link: the bot joins now, or at its start when that is ahead. */
    async create(caller: Caller, link: CreateMeeting): Promise<Meeting> {
      const platform = meetingLinkPlatform(link.meetingUrl);
      if (!platform) throw new DomainError('meeting-link-invalid');
      const startsAhead = new Date(link.startTime).getTime() > Date.now();
      const id = await addMeeting(store, caller, {
        title: link.title,
        meetingUrl: link.meetingUrl,
        platform,
        meetingType: 'EXTERNAL',
        format: 'VIDEO',
        status: startsAhead ? 'scheduled' : 'joining_call',
        startTime: link.startTime,
      });
      await bot.join(id);
      return meetingOf(caller, id);
    },

    async update(caller: Caller, id: string, changes: UpdateMeeting): Promise<Meeting> {
      const meeting = await access.changeable(caller, id);
      if (changes.title !== undefined) await store.meetings.setTitle(meeting.id, changes.title);
      return meetingOf(caller, meeting.id);
    },

    async disable(caller: Caller, id: string): Promise<Meeting> {
      const meeting = await access.changeable(caller, id);
      await store.meetings.setEnabled(meeting.id, false);
      // A bot that has not joined yet stays away; one already in the call finishes its work.
      if (meeting.status === 'scheduled') await bot.cancel(meeting.id);
      return meetingOf(caller, meeting.id);
    },

    async enable(caller: Caller, id: string): Promise<Meeting> {
      const meeting = await access.changeable(caller, id);
      await store.meetings.setEnabled(meeting.id, true);
      if (!meeting.is_enabled && meeting.status === 'scheduled') await bot.join(meeting.id);
      return meetingOf(caller, meeting.id);
    },

    async restartBot(caller: Caller, id: string): Promise<Meeting> {
      const meeting = await access.changeable(caller, id);
      if (!meeting.meeting_url) {
        throw new DomainError('bot-restart-without-link');
      }
      if (!meeting.is_enabled) {
        throw new DomainError('bot-restart-meeting-disabled');
      }
      await bot.restart(meeting.id);
      return meetingOf(caller, meeting.id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const meeting = await access.changeable(caller, id);
      await bot.cancel(meeting.id);
      const storageKeys = await store.media.storageKeysOf(meeting.id);
      await store.meetings.remove(meeting.id);
      // The rows went with the meeting, the bytes on disk did not: the recordings and the uploaded file
      // (kept under the meeting's id).
      const keys = new Set([meeting.id, ...storageKeys]);
      await Promise.all([...keys].map((key) => deps.storage.remove(key)));
    },

    /**
     * The meeting's questions now come from another template the caller may use (their own, a shared one or
     * one the company starts with): a change of the meeting, so its owner or an administrator makes it.
     */
    async changeTemplate(caller: Caller, meetingId: string, templateId: string): Promise<MeetingAnswer[]> {
      const meeting = await access.changeable(caller, meetingId);
      const template = isUuid(templateId) ? await store.templates.findVisible(caller, templateId) : undefined;
      if (!template) throw new DomainError('template-not-found');
      await store.meetings.setTemplate(meeting.id, templateId);
      return deps.answers.compute(meeting.id, templateId);
    },
  };
}
