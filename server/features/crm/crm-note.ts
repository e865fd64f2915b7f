import type { Enrichment, MeetingAnswer } from '../../../src/api-contract/meeting-detail.ts';

export type NoteSource = {
  title: string;
  startTime: Date;
  ownerName: string;
  enrichment: Pick<Enrichment, 'summary' | 'nextSteps'> | undefined;
  answers: MeetingAnswer[];
};

type Section = { heading: string; paragraphs?: string[]; items?: string[] };

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** The note's parts in pt-BR, once for both renderings. */
function sectionsOf(source: NoteSource): { title: string; sections: Section[] } {
  const nextSteps = source.enrichment?.nextSteps.map((step) => `${step.text} (${step.speaker})`) ?? [];
  return {
    title: `Reunião "${source.title}" em ${dateFormat.format(source.startTime)}, com ${source.ownerName}`,
    sections: [
      {
        heading: 'Resumo',
        paragraphs: [source.enrichment?.summary || 'Sem resumo: a conversa não foi transcrita.'],
      },
      {
        heading: 'Próximos passos',
        ...(nextSteps.length > 0
          ? { items: nextSteps }
          : { paragraphs: ['Nenhum próximo passo combinado.'] }),
      },
      ...(source.answers.length > 0
        ? [
            {
              heading: 'Respostas do modelo',
              items: source.answers.map(
                (answer) => `${answer.question} — ${answer.answer ?? 'não respondida na conversa.'}`,
              ),
            },
          ]
        : []),
    ],
  };
}

const footer = 'Registrado automaticamente pelo Pauta.';

/** Plain text (RD Station's anotações are text). */
export function plainNote(source: NoteSource): string {
  const { title, sections } = sectionsOf(source);
  const blocks = sections.map((section) =>
    [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.items ?? []).map((item) => `- ${item}`),
    ].join('\n'),
  );
  return [title, ...blocks, footer].join('\n\n');
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** HTML (HubSpot's hs_note_body and Pipedrive's content render it); every text escaped. */
export function htmlNote(source: NoteSource): string {
  const { title, sections } = sectionsOf(source);
  const blocks = sections.map((section) =>
    [
      `<h3>${escape(section.heading)}</h3>`,
      ...(section.paragraphs ?? []).map((paragraph) => `<p>${escape(paragraph)}</p>`),
      ...(section.items
        ? [`<ul>${section.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`]
        : []),
    ].join(''),
  );
  return [`<p><strong>${escape(title)}</strong></p>`, ...blocks, `<p><em>${escape(footer)}</em></p>`].join(
    '',
  );
}
