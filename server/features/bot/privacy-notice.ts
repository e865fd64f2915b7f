import { defaultBotName } from '../../../src/api-contract/bot-config.ts';
import type { MeetingStatus } from '../../../src/api-contract/meeting.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import type { Store } from '../store.ts';
import { ownerNameOf } from '../meetings/meeting-row.ts';

/** The status at which the bot tells the participants: it is in the call, before it asks to record. */
export const privacyNoticeStatus: MeetingStatus = 'in_call_not_recording';

/** A plausible address: something@domain.tld, no spaces or angle brackets (the header stays one address). */
const emailPattern = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

function noticeText(botName: string, title: string, ownerName: string): string {
  return [
    'Olá,',
    '',
    `${botName}, o assistente de reuniões de ${ownerName}, entrou na reunião "${title}".`,
    'Esta reunião será gravada e transcrita para gerar o resumo e os próximos passos da conversa.',
    'Se você não concorda com a gravação, avise o organizador da reunião.',
    '',
    'Esta é uma mensagem automática; não é preciso respondê-la.',
  ].join('\n');
}

/**
 * The privacy e-mail (bot config `privacyEmailEnabled`): when the company turned it on and the bot is in a
 * meeting's call, every participant with an e-mail address gets a short pt-BR notice that the meeting will be
 * recorded and transcribed. Once per meeting, however often its bot restarts (the first claims it). What
 * happened is a line on the meeting's logs (source email), sent or failed, never silent.
 */
export function createPrivacyNotice(deps: {
  store: Store;
  mailer: Mailer;
  report?: (message: string, error: unknown) => void;
}) {
  const { store, mailer } = deps;
  const report = deps.report ?? ((message, error) => console.error(`[privacy-email] ${message}`, error));

  async function send(meetingId: string): Promise<void> {
    const config = await store.botConfig.findForMeeting(meetingId);
    if (!config?.privacyEmailEnabled) return;
    const meeting = await store.meetings.find(meetingId);
    if (!meeting) return;
    const recipients = [
      ...new Set(
        meeting.participants.flatMap(({ email }) => (email && emailPattern.test(email) ? email : [])),
      ),
    ];
    if (recipients.length === 0 || !(await store.botConfig.claimPrivacyNotice(meetingId))) return;
    const log = (subCode: string, message: string) =>
      store.meetingLogs.add(meetingId, { status: meeting.status, source: 'email', subCode, message });
    try {
      const botName = config.name ?? defaultBotName;
      // One message per participant: nobody learns the others' addresses.
      for (const to of recipients) {
        await mailer.send({
          to,
          subject: `Aviso: a reunião "${meeting.title}" será gravada e transcrita`,
          text: noticeText(botName, meeting.title, ownerNameOf(meeting)),
        });
      }
      await log(
        'privacy_email_sent',
        recipients.length === 1
          ? 'Aviso de gravação enviado por e-mail a 1 participante.'
          : `Aviso de gravação enviado por e-mail a ${recipients.length} participantes.`,
      );
    } catch (error) {
      report(`privacy notice of meeting ${meetingId} failed`, error);
      await log(
        'privacy_email_failed',
        'Aviso de gravação: não foi possível enviar o e-mail aos participantes.',
      );
    }
  }

  return {
    /**
     * Told of every bot status change; sends when the bot enters the call. Not awaited by the bot: e-mail
     * must neither hold its step's transaction open nor fail it.
     */
    statusChanged(meetingId: string, status: MeetingStatus): void {
      if (status !== privacyNoticeStatus) return;
      send(meetingId).catch((error: unknown) =>
        report(`privacy notice of meeting ${meetingId} failed`, error),
      );
    },
  };
}
