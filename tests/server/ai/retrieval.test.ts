import { describe, expect, test } from 'vitest';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { queryTerms, rankSegments } from '../../../server/providers/ai/retrieval.ts';
import { contentStems } from '../../../server/providers/ai/text.ts';
import type { ConversationKey } from '../../../server/db/seed/corpus/index.ts';
import { templates } from '../../../server/db/seed/templates.ts';
import { seedTranscript } from '../support/seed-transcripts.ts';

const topIds = (key: ConversationKey, question: string, count = 3) =>
  rankSegments(queryTerms(question), seedTranscript(key))
    .slice(0, count)
    .map((scored) => scored.segment.id);

describe('Portuguese text', () => {
  test('forms of one word share a stem, with or without accents', () => {
    expect(contentStems('orçamento orçamentos')).toEqual(['orcament', 'orcament']);
    expect(contentStems('decisão')).toEqual(contentStems('decisao'));
    expect(contentStems('aprova aprovação aprovar')).toEqual(['aprov', 'aprov', 'aprov']);
  });

  test('stop words, spoken fillers and question words carry no meaning', () => {
    expect(contentStems('Então, tipo, né, tá caro pra gente, quanto que é?')).toEqual(['car']);
    expect(contentStems('Quais são os próximos passos?')).toEqual(['prox', 'pass']);
  });
});

describe('ranking', () => {
  test('a paraphrase finds its answer: the investment is the line about the budget', () => {
    expect(topIds('crmSoftware', 'Qual é o investimento previsto?')[0]).toBe('s16');
    expect(topIds('fleetLogistics', 'Quem aprova o contrato?')[0]).toBe('s14');
    expect(topIds('crmSoftware', 'Quando eles querem começar a usar?')[0]).toBe('s22');
  });

  test('the reply to a matching question ranks above the question', () => {
    // "E como funciona a integração com o nosso ERP?" is asked in s11 and answered in s12.
    const ranked = topIds('crmSoftware', 'Como funciona a integração?', 2);
    expect(ranked).toEqual(['s12', 's11']);
  });
});

describe('template answers (embedded AI)', () => {
  const ai = createExtractiveAi();
  const ask = async (key: ConversationKey, text: string) =>
    (await ai.answerQuestions([{ id: 'q', text }], seedTranscript(key)))[0]!;

  test('BANT on the CRM call quotes the budget, the decider and the timeline', async () => {
    const [budget, authority, , timeline] = templates.bant.questions;
    expect((await ask('crmSoftware', budget)).sources.map((source) => source.segmentId)).toContain('s16');
    expect((await ask('crmSoftware', authority)).sources.map((source) => source.segmentId)).toContain('s18');
    expect((await ask('crmSoftware', timeline)).sources.map((source) => source.segmentId)).toContain('s22');
  });

  test('a question about something nobody said has no answer', async () => {
    expect(await ask('crmSoftware', 'Eles já usam inteligência artificial?')).toEqual({
      questionId: 'q',
      answer: null,
      sources: [],
    });
    expect((await ask('saasRenewal', 'Têm filiais no exterior?')).answer).toBeNull();
  });
});
