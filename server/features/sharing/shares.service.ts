import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../crypto/passwords.ts';
import {
  defaultShareContent,
  type ShareSettings,
  type UpdateShare,
} from '../../../src/api-contract/share.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { Store } from '../store.ts';
import type { ShareRow } from './shares.repository.ts';

/** 18 random bytes: 24 base64url characters, far beyond guessing at the throttled rate. */
const newShareId = () => randomBytes(18).toString('base64url');

const settingsOf = (meetingId: string, share: ShareRow | undefined): ShareSettings => ({
  meetingId,
  enabled: share !== undefined,
  shareId: share?.shareId ?? null,
  passwordSetAt: share?.passwordSetAt.toISOString() ?? null,
  content: share?.content ?? defaultShareContent,
  expiresOn: share?.expiresOn ?? null,
  expired: share?.expired ?? false,
  openCount: share?.openCount ?? 0,
  lastOpenedAt: share?.lastOpenedAt?.toISOString() ?? null,
});

/**
 * A meeting's public link, as its owner (or an administrator) turns it on, changes its password and turns
 * it off, chooses what it shows and until when: the meetings' change rule (meeting-access.ts) decides who may, reading the settings included,
 * since they show the link. Guests are checked against the stored hash on every request
 * (share-guests.service.ts), so a new password or a link turned off locks the old holders out at once.
 */
export function createSharesService(deps: { store: Store; access: MeetingAccess }) {
  const { store, access } = deps;
  return {
    async settings(caller: Caller, meetingId: string): Promise<ShareSettings> {
      const meeting = await access.changeable(caller, meetingId);
      return settingsOf(meeting.id, await store.shares.ofMeeting(meeting.id));
    },

    /** Turns the link on (a new id when it was off) or keeps it on, with this password from now on. */
    async enable(caller: Caller, meetingId: string, password: string): Promise<ShareSettings> {
      const meeting = await access.changeable(caller, meetingId);
      const share = await store.shares.enable(meeting.id, newShareId(), await hashPassword(password));
      return settingsOf(meeting.id, share);
    },

    /**
     * What the link shows and until when, effective at the guests' next request (each is admitted anew). An
     * expiry day already past would lock everyone out by mistake: refused.
     */
    async update(caller: Caller, meetingId: string, changes: UpdateShare): Promise<ShareSettings> {
      const meeting = await access.changeable(caller, meetingId);
      if (changes.expiresOn !== null && (await store.shares.isPast(changes.expiresOn))) {
        throw new DomainError('share-expiry-past');
      }
      const share = await store.shares.update(meeting.id, changes.content, changes.expiresOn);
      if (!share) throw new DomainError('share-link-off');
      return settingsOf(meeting.id, share);
    },

    /** The id is forgotten with the row: turning the link on again hands out a new one. */
    async disable(caller: Caller, meetingId: string): Promise<ShareSettings> {
      const meeting = await access.changeable(caller, meetingId);
      await store.shares.disable(meeting.id);
      return settingsOf(meeting.id, undefined);
    },
  };
}
