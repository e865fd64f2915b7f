import { emailMeetingValues } from '../../../src/domain/meeting-preferences.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { htmlNote, plainNote } from '../crm/crm-note.ts';
import { FollowUpFailure, type MeetingFollowUp } from '../insights/follow-ups.ts';
import { ownerNameOf, type MeetingRow } from './meeting-row.ts';
import type { Store } from '../store.ts';

const label = 'E-mail da reunião';

/**
 * Who gets the e-mail by the owner's emailMeeting (src/domain/meeting-preferences.ts): nobody, the owner, or
 * the owner and the participants who are users of the owner's company (never a client).
 */
async function recipientsOf(store: Store, meeting: MeetingRow): Promise<string[]> {
  const setting = await store.users.meetingEmailSettingOf(meeting.owner_id);
  if (!setting || setting.emailMeeting === emailMeetingValues.none) return [];
  if (setting.emailMeeting !== emailMeetingValues.ownerAndColleagues) return [meeting.owner_email];
  const participantEmails = meeting.participants.flatMap((participant) =>
    participant.email?.trim() ? [participant.email.trim()] : [],
  );
  const colleagues = await store.users.emailsInCompany(setting.companyId, participantEmails);
  const owner = meeting.owner_email.toLowerCase();
  return [meeting.owner_email, ...colleagues.filter((email) => email.toLowerCase() !== owner)];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The meeting e-mail (the user's emailMeeting setting): once a meeting is analysed, its summary, next steps and
 * template answers (the same text as the CRM note) with a link to the meeting page, through the mail adapter.
 * A sent e-mail is a line on the meeting's logs; a refusal of the SMTP server is thrown and the runner writes it.
 */
export function meetingEmailFollowUp(deps: {
  store: Store;
  mailer: Mailer;
  publicUrl: string;
}): MeetingFollowUp {
  const { store, mailer, publicUrl } = deps;
  return {
    name: 'email',
    source: 'email',
    label,
    async run(meetingId: string) {
      const meeting = await store.meetings.find(meetingId);
      if (!meeting) return;
      const to = await recipientsOf(store, meeting);
      if (to.length === 0) return;
      const source = {
        title: meeting.title,
        startTime: new Date(meeting.start_time),
        ownerName: ownerNameOf(meeting),
        enrichment: await store.enrichment.find(meetingId),
        answers: (await store.answers.find(meetingId, meeting.template_id)) ?? [],
      };
      const link = `${publicUrl}/meetings/${encodeURIComponent(meeting.id)}`;
      await mailer
        .send({
          to,
          subject: `Resumo da reunião: ${meeting.title}`,
          text: `${plainNote(source)}\n\nAbra a reunião no Pauta: ${link}`,
          html: `${htmlNote(source)}<p><a href="${escapeHtml(link)}">Abrir a reunião no Pauta</a></p>`,
        })
        .catch((error: unknown) => {
          throw new FollowUpFailure(
            'o servidor de e-mail não aceitou a mensagem. Ninguém recebeu o resumo.',
            {
              cause: error,
            },
          );
        });
      await store.meetingLogs.add(meetingId, {
        status: meeting.status,
        source: 'email',
        subCode: 'meeting_email_sent',
        message: `${label}: enviado para ${to.join(', ')}.`,
      });
    },
  };
}
