import { crmProviderNames, crmProviders, type CrmProvider } from '../../../src/api-contract/crm.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { CrmAdapters } from './adapters/index.ts';
import { CrmKeyRefused, CrmUnavailable } from './adapters/errors.ts';
import type { CrmNoteOutcome } from './adapters/provider.ts';
import { FollowUpFailure, type MeetingFollowUp } from '../insights/follow-ups.ts';
import { ownerNameOf, type MeetingRow } from '../meetings/meeting-row.ts';
import type { Store } from '../store.ts';
import { crmKeyContext } from './crm-key-context.ts';
import { htmlNote, plainNote } from './crm-note.ts';

/** The participants' e-mails, in meeting order, without the owner's own and without repeats. */
function participantEmails(meeting: MeetingRow): string[] {
  const owner = meeting.owner_email.toLowerCase();
  const emails = meeting.participants
    .map((participant) => participant.email?.trim().toLowerCase())
    .filter((email): email is string => Boolean(email) && email !== owner);
  return [...new Set(emails)];
}

/** Why a CRM call failed, as the meeting's timeline says it (after "Nota no HubSpot: "). */
function failureOf(provider: CrmProvider, error: unknown): FollowUpFailure {
  const name = crmProviderNames[provider];
  if (error instanceof CrmKeyRefused) {
    return new FollowUpFailure(
      `o ${name} recusou a chave salva. Conecte de novo em Configurações > Integrações.`,
      {
        cause: error,
      },
    );
  }
  if (error instanceof CrmUnavailable) {
    return new FollowUpFailure(`o ${name} não respondeu (3 tentativas). A nota não foi registrada.`, {
      cause: error,
    });
  }
  return new FollowUpFailure(`o ${name} deu uma resposta inesperada. A nota não foi registrada.`, {
    cause: error,
  });
}

function outcomeLine(
  provider: CrmProvider,
  outcome: CrmNoteOutcome,
  emails: string[],
): { subCode: string; message: string } {
  const name = crmProviderNames[provider];
  switch (outcome.kind) {
    case 'added':
      return {
        subCode: 'crm_note_added',
        message: `Nota no ${name}: registrada no contato ${outcome.contact.email}${
          outcome.deal ? ` e na negociação "${outcome.deal.title}"` : ''
        }.`,
      };
    case 'noDeal':
      return {
        subCode: 'crm_no_deal',
        message: `Nota no ${name}: o contato ${outcome.contact.email} não tem negociação, onde o ${name} guarda as anotações. Nada foi registrado.`,
      };
    case 'noContact':
      return {
        subCode: 'crm_no_contact',
        message: `Nota no ${name}: nenhum contato com o e-mail dos participantes (${emails.join(', ')}). Nada foi registrado.`,
      };
  }
}

/**
 * One follow-up per CRM: once a meeting is analysed, if its owner connected that CRM, the summary, next steps
 * and template answers go as a note to the contact (and deal) of the first participant e-mail the CRM knows.
 * What happened is always a line on the meeting's logs: added, no match, or (thrown, written by the runner)
 * why it failed.
 */
export function crmFollowUps(deps: {
  store: Store;
  adapters: CrmAdapters;
  secrets: SecretBox;
}): MeetingFollowUp[] {
  const { store, adapters, secrets } = deps;
  return crmProviders.map((provider) => ({
    name: `crm.${provider}`,
    source: 'crm',
    label: `Nota no ${crmProviderNames[provider]}`,
    async run(meetingId: string) {
      const meeting = await store.meetings.find(meetingId);
      if (!meeting) return;
      const stored = await store.crmKeys.find(meeting.owner_id, provider);
      // A company that turned its integrations off sends nothing, whatever keys its users saved before.
      if (!stored || !(await store.companyFeatures.isOn(stored.company_id, 'integrations'))) return;
      const log = (entry: { subCode: string; message: string }) =>
        store.meetingLogs.add(meetingId, { status: meeting.status, source: 'crm', ...entry });
      const emails = participantEmails(meeting);
      if (emails.length === 0) {
        await log({
          subCode: 'crm_no_contact',
          message: `Nota no ${crmProviderNames[provider]}: a reunião não tem participantes com e-mail. Nada foi registrado.`,
        });
        return;
      }
      const key = await secrets
        .open(stored.key_sealed, crmKeyContext(provider, meeting.owner_id))
        .catch((error: unknown) => {
          throw new FollowUpFailure(
            'a chave salva não pôde ser lida neste servidor. Conecte de novo em Configurações > Integrações.',
            { cause: error },
          );
        });
      const source = {
        title: meeting.title,
        startTime: new Date(meeting.start_time),
        ownerName: ownerNameOf(meeting),
        enrichment: await store.enrichment.find(meetingId),
        answers: (await store.answers.find(meetingId, meeting.template_id)) ?? [],
      };
      const note = { plain: plainNote(source), html: htmlNote(source), at: new Date() };
      const outcome = await adapters[provider].addNote(key, emails, note).catch((error: unknown) => {
        throw failureOf(provider, error);
      });
      await log(outcomeLine(provider, outcome, emails));
    },
  }));
}
