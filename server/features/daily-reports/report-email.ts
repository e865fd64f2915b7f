import { displayName } from '../../../src/domain/display-name.ts';
import statusLabels from '../../../src/i18n/resources/pt-BR/statuses.ts';
import type { CoveredSeller, ReportMeeting } from './daily-reports.repository.ts';
import { brazilianDate, saoPauloTime } from './sao-paulo-day.ts';

export type ReportContent = {
  reportName: string;
  /** The São Paulo day covered, YYYY-MM-DD. */
  day: string;
  sellers: CoveredSeller[];
  meetings: ReportMeeting[];
};

export type ReportEmail = { subject: string; text: string; html: string; meetingCount: number };

const statusLabelOf = (status: string): string =>
  Object.hasOwn(statusLabels, status) ? statusLabels[status as keyof typeof statusLabels] : status;

/** The first sentence of the summary: the report is read at a glance, the meeting page has the rest. */
function summaryLine(summary: string | null): string | null {
  const text = summary?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 240 ? `${sentence.slice(0, 239)}…` : sentence;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type SellerSection = { name: string; email: string; meetings: ReportMeeting[] };

function sectionsOf(content: ReportContent): SellerSection[] {
  return content.sellers.map((seller) => ({
    name: displayName({ ...seller, emailAddress: seller.email }),
    email: seller.email,
    meetings: content.meetings.filter((meeting) => meeting.ownerId === seller.id),
  }));
}

function totalsLine(content: ReportContent): string {
  const done = content.meetings.filter((meeting) => meeting.status === 'done').length;
  const active = new Set(content.meetings.map((meeting) => meeting.ownerId)).size;
  return (
    `Total: ${plural(content.meetings.length, 'reunião', 'reuniões')}, ${plural(done, 'concluída', 'concluídas')}; ` +
    `${plural(active, 'vendedor', 'vendedores')} com reuniões de ${plural(content.sellers.length, 'vendedor acompanhado', 'vendedores acompanhados')}.`
  );
}

function meetingText(meeting: ReportMeeting): string[] {
  const summary = summaryLine(meeting.summary);
  return [
    `  • ${saoPauloTime(meeting.startTime)} — ${meeting.title}`,
    `    Situação: ${statusLabelOf(meeting.status)}`,
    ...(summary ? [`    Resumo: ${summary}`] : []),
    ...(meeting.nextSteps.length > 0
      ? ['    Próximos passos:', ...meeting.nextSteps.map((step) => `      - ${step}`)]
      : []),
  ];
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function meetingHtml(meeting: ReportMeeting): string {
  const summary = summaryLine(meeting.summary);
  const steps = meeting.nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  return [
    '<li>',
    `<strong>${escapeHtml(saoPauloTime(meeting.startTime))} — ${escapeHtml(meeting.title)}</strong><br>`,
    `Situação: ${escapeHtml(statusLabelOf(meeting.status))}`,
    summary ? `<br>Resumo: ${escapeHtml(summary)}` : '',
    steps ? `<br>Próximos passos:<ul>${steps}</ul>` : '',
    '</li>',
  ].join('');
}

/**
 * The report e-mail in pt-BR, as plain text and as simple HTML (every value escaped): per seller, each
 * meeting of the day with its time, title, situation, summary line and next steps, then the totals.
 */
export function writeReportEmail(content: ReportContent): ReportEmail {
  const date = brazilianDate(content.day);
  const subject = `Relatório diário: ${content.reportName} (${date})`;
  const sections = sectionsOf(content);
  const heading = `Reuniões de ${date} (horário de Brasília)`;
  const text = [
    `Relatório diário: ${content.reportName}`,
    heading,
    '',
    totalsLine(content),
    '',
    ...sections.flatMap((section) => [
      `${section.name} <${section.email}> — ${plural(section.meetings.length, 'reunião', 'reuniões')}`,
      ...(section.meetings.length > 0
        ? section.meetings.flatMap(meetingText)
        : ['  Nenhuma reunião no dia.']),
      '',
    ]),
    '—',
    'Enviado pelo Pauta. Para mudar ou desligar este relatório, acesse Relatórios no Pauta.',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head><body style="font-family: sans-serif; line-height: 1.4">`,
    `<h1 style="font-size: 1.25em">Relatório diário: ${escapeHtml(content.reportName)}</h1>`,
    `<p>${escapeHtml(heading)}</p>`,
    `<p><strong>${escapeHtml(totalsLine(content))}</strong></p>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size: 1.1em">${escapeHtml(section.name)} &lt;${escapeHtml(section.email)}&gt; — ` +
        `${escapeHtml(plural(section.meetings.length, 'reunião', 'reuniões'))}</h2>` +
        (section.meetings.length > 0
          ? `<ul>${section.meetings.map(meetingHtml).join('')}</ul>`
          : '<p>Nenhuma reunião no dia.</p>'),
    ),
    '<hr><p style="color: #555">Enviado pelo Pauta. Para mudar ou desligar este relatório, acesse Relatórios no Pauta.</p>',
    '</body></html>',
  ].join('');
  return { subject, text, html, meetingCount: content.meetings.length };
}
