import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import {
  defaultShareContent,
  shareMessages,
  shareSettingsSchema,
  sharedMeetingSchema,
  sharedVideoSchema,
  type ShareContent,
} from '../../../src/api-contract/share.ts';
import { onlyOwnerMayChange } from '../../../src/domain/meeting-access.ts';
import { accounts, meetingIdAt, meetingPlan } from '../support/seed-facts.ts';
import {
  describeUploadsOnEveryDatabase,
  patternedBytes,
  uploadedVideo,
} from '../media/support/upload-server.ts';

const seller = accounts.seller.email;
/** A finished client call of the seller, with transcript, answers and enrichment from the seed. */
const meetingId = meetingIdAt(
  meetingPlan.findIndex(
    (plan) => plan.owner === 'seller' && plan.status === 'done' && plan.kind !== 'internal',
  ),
);

const shareAuth = (shareId: string, password: string) =>
  `Basic ${Buffer.from(`${shareId}:${password}`).toString('base64')}`;

const everything: ShareContent = {
  recording: true,
  transcript: true,
  summary: true,
  nextSteps: true,
  internalNotes: true,
};
const nothing: ShareContent = {
  recording: false,
  transcript: false,
  summary: false,
  nextSteps: false,
  internalNotes: false,
};

describeUploadsOnEveryDatabase(
  'what a shared link shows, until when, and how often it was opened',
  {},
  (server) => {
    const call = (method: string, id: string, body?: unknown, email = seller) =>
      server().call(method, `/api/meetings/${id}/share`, email, body);
    const enable = async (id: string, password: string) =>
      shareSettingsSchema.parse(await (await call('PUT', id, { password })).json());
    const choose = (id: string, content: ShareContent, expiresOn: string | null = null) =>
      call('PATCH', id, { content, expiresOn });
    const asGuest = (what: 'meeting' | 'video', shareId: string, password: string) =>
      fetch(`${server().baseUrl}/api/share/${what}`, {
        headers: { authorization: shareAuth(shareId, password) },
      });
    const openedAs = async (shareId: string, password: string) => {
      const response = await asGuest('meeting', shareId, password);
      expect(response.status).toBe(200);
      const text = await response.text();
      return { text, meeting: sharedMeetingSchema.parse(JSON.parse(text)) };
    };
    /** São Paulo's day `offset` days from the database's today: time is the database's, never this process's. */
    const saoPauloDay = async (offset: number) => {
      const [row] = await server().running.db.query<{ day: string }>(
        `SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date + $1::int, 'YYYY-MM-DD') AS day`,
        [offset],
      );
      return row!.day;
    };

    test('a new link leaves out the internal notes; the owner turns them on and off, effective at the next request', async () => {
      const { shareId, content } = await enable(meetingId, 'senha-das-notas');
      expect(content).toEqual(defaultShareContent);

      const hidden = await openedAs(shareId!, 'senha-das-notas');
      expect(hidden.meeting.internalNotes).toBeNull();
      expect(hidden.meeting.summary?.summary).toBeTruthy();
      expect(hidden.meeting.nextSteps).not.toBeNull();
      expect(hidden.meeting.segments.length).toBeGreaterThan(0);
      for (const internal of ['"objections"', '"amounts"', '"dates"', '"answers"', '"question"']) {
        expect(hidden.text).not.toContain(internal);
      }

      const on = await choose(meetingId, everything);
      expect(on.status).toBe(200);
      expect(shareSettingsSchema.parse(await on.json()).content).toEqual(everything);
      const shown = await openedAs(shareId!, 'senha-das-notas');
      expect(shown.meeting.internalNotes?.answers.length).toBeGreaterThan(0);
      expect(shown.meeting.shows).toEqual(everything);

      await choose(meetingId, defaultShareContent);
      expect((await openedAs(shareId!, 'senha-das-notas')).meeting.internalNotes).toBeNull();
      await call('DELETE', meetingId);
    });

    test('each part the owner leaves out is not sent at all', async () => {
      const { shareId } = await enable(meetingId, 'senha-de-nada');
      await choose(meetingId, nothing);
      const { meeting, text } = await openedAs(shareId!, 'senha-de-nada');
      expect(meeting).toMatchObject({
        hasRecording: false,
        segments: [],
        summary: null,
        nextSteps: null,
        internalNotes: null,
        shows: nothing,
      });
      expect(text).not.toContain('"nextSteps":[');
      // What the meeting was stays: its title, date, participants and the company showing it.
      expect(meeting.title).toBeTruthy();
      await call('DELETE', meetingId);
    });

    test('a recording not shared is not handed out, and a URL already handed out stops', async () => {
      const videoMeeting = await uploadedVideo(server(), seller, patternedBytes(20_000));
      const { shareId } = await enable(videoMeeting, 'senha-da-gravacao');
      const handedOut = sharedVideoSchema.parse(
        await (await asGuest('video', shareId!, 'senha-da-gravacao')).json(),
      );
      expect((await fetch(handedOut.url, { headers: { range: 'bytes=0-9' } })).status).toBe(206);

      await choose(videoMeeting, { ...defaultShareContent, recording: false });
      expect((await asGuest('video', shareId!, 'senha-da-gravacao')).status).toBe(404);
      expect((await fetch(handedOut.url, { headers: { range: 'bytes=0-9' } })).status).toBe(403);
      expect((await openedAs(shareId!, 'senha-da-gravacao')).meeting.hasRecording).toBe(false);
    });

    test('the owner reads how many times guests opened the link and when last, by the database clock', async () => {
      const { shareId, openCount, lastOpenedAt } = await enable(meetingId, 'senha-contada');
      expect([openCount, lastOpenedAt]).toEqual([0, null]);

      const [before] = await server().running.db.query<{ at: Date }>('SELECT now() AS at');
      await openedAs(shareId!, 'senha-contada');
      await openedAs(shareId!, 'senha-contada');
      // Neither a wrong password nor the recording's URL is an opening.
      expect((await asGuest('meeting', shareId!, 'senha-errada')).status).toBe(401);
      await asGuest('video', shareId!, 'senha-contada');
      const [after] = await server().running.db.query<{ at: Date }>('SELECT now() AS at');

      const read = shareSettingsSchema.parse(await (await call('GET', meetingId)).json());
      expect(read.openCount).toBe(2);
      const opened = Date.parse(read.lastOpenedAt!);
      expect(opened).toBeGreaterThanOrEqual(new Date(before!.at).getTime());
      expect(opened).toBeLessThanOrEqual(new Date(after!.at).getTime());
      await call('DELETE', meetingId);
    });

    test('after its expiry day the guest is told the link expired; the owner moves or removes the expiry', async () => {
      const { shareId } = await enable(meetingId, 'senha-com-prazo');
      const today = await saoPauloDay(0);
      const set = shareSettingsSchema.parse(
        await (await choose(meetingId, defaultShareContent, today)).json(),
      );
      expect(set).toMatchObject({ expiresOn: today, expired: false });
      await openedAs(shareId!, 'senha-com-prazo');

      // The day passes, in the database: the link's expiry becomes yesterday.
      await server().running.db.query(
        'UPDATE meeting_shares SET expires_on = $2::date WHERE meeting_id = $1',
        [meetingId, await saoPauloDay(-1)],
      );
      const expired = await asGuest('meeting', shareId!, 'senha-com-prazo');
      expect(expired.status).toBe(410);
      expect(apiErrorSchema.parse(await expired.json()).message).toBe(shareMessages.expired);
      expect((await asGuest('video', shareId!, 'senha-com-prazo')).status).toBe(410);
      // Only the password's holder learns it expired.
      const guess = await asGuest('meeting', shareId!, 'senha-errada');
      expect(apiErrorSchema.parse(await guess.json()).message).toBe(shareMessages.refused);
      expect(shareSettingsSchema.parse(await (await call('GET', meetingId)).json()).expired).toBe(true);

      // A day already past is refused; a later one, or none, opens the link again.
      const past = await choose(meetingId, defaultShareContent, await saoPauloDay(-1));
      expect(past.status).toBe(400);
      expect(apiErrorSchema.parse(await past.json()).message).toBe(shareMessages.expiryPast);
      const later = await saoPauloDay(30);
      expect(
        shareSettingsSchema.parse(await (await choose(meetingId, defaultShareContent, later)).json()),
      ).toMatchObject({ expiresOn: later, expired: false });
      await openedAs(shareId!, 'senha-com-prazo');
      const removed = shareSettingsSchema.parse(
        await (await choose(meetingId, defaultShareContent, null)).json(),
      );
      expect(removed).toMatchObject({ expiresOn: null, expired: false });
      await call('DELETE', meetingId);
    });

    test('choosing is refused while the link is off, with a bad body, and to whoever may not change the meeting', async () => {
      const off = await choose(meetingId, everything);
      expect(off.status).toBe(409);
      expect(apiErrorSchema.parse(await off.json()).message).toBe(shareMessages.linkOff);

      await enable(meetingId, 'senha-recusas');
      const badDay = await call('PATCH', meetingId, { content: everything, expiresOn: '31/12/2030' });
      expect(badDay.status).toBe(400);
      expect(apiErrorSchema.parse(await badDay.json()).message).toBe('Informe uma data válida.');
      expect((await call('PATCH', meetingId, { content: { recording: true }, expiresOn: null })).status).toBe(
        400,
      );

      for (const email of [accounts.fernanda.email, accounts.otherCompany.email]) {
        expect((await call('PATCH', meetingId, { content: everything, expiresOn: null }, email)).status).toBe(
          404,
        );
      }
      const led = await call(
        'PATCH',
        meetingId,
        { content: everything, expiresOn: null },
        accounts.leader.email,
      );
      expect(led.status).toBe(403);
      expect(apiErrorSchema.parse(await led.json()).message).toBe(onlyOwnerMayChange);
      await call('DELETE', meetingId);
    });
  },
);
