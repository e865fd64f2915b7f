import { describe, expect, test } from 'vitest';
import { computeEnrichment } from '../../../server/providers/ai/enrichment.ts';
import { corpus, type ConversationKey } from '../../../server/db/seed/corpus/index.ts';
import { contentStems } from '../../../server/providers/ai/text.ts';
import { seedTranscript } from '../support/seed-transcripts.ts';

const enrichmentOf = (key: ConversationKey) => computeEnrichment('m', seedTranscript(key));

describe('enrichment of the seed calls', () => {
  test("the demo call's next steps include the client's plan, at its moment", () => {
    const { nextSteps } = enrichmentOf('fleetLogistics');
    const plan = nextSteps.find((step) => step.text.includes('Cliente vai apresentar para o seu Alberto'));
    expect(plan).toMatchObject({ speaker: 'Cliente', segmentId: 's19', owner: 'Vendedor', due: 'dia 15' });
    // Written in the third person, who does what: not the sentence as said.
    expect(plan!.text).toBe(
      'Vendedor vai mandar a proposta do piloto para Cliente; Cliente vai apresentar para o seu Alberto na reunião de diretoria do dia quinze.',
    );
    expect(plan!.startSeconds).toBe(seedTranscript('fleetLogistics')[19]!.startSeconds);
  });

  test.each(Object.keys(corpus) as ConversationKey[])(
    '%s: topics are subjects, never stop or question words',
    (key) => {
      const { topics } = enrichmentOf(key);
      expect(topics.length).toBeGreaterThan(0);
      const terms = topics.map((topic) => topic.term);
      // One meaningful word each: no stop word, filler or question word survives as a topic.
      expect(terms.filter((term) => contentStems(term).length !== 1)).toEqual([]);
      const spoken = ['quanto', 'quantos', 'hoje', 'gente', 'então', 'tempo', 'fica', 'preciso'];
      expect(terms.filter((term) => spoken.includes(term))).toEqual([]);
    },
  );

  test('the fleet call: topics name what was discussed', () => {
    expect(enrichmentOf('fleetLogistics').topics.map((topic) => topic.term)).toEqual(
      expect.arrayContaining(['piloto', 'rotas', 'motoristas']),
    );
  });

  test('objections, amounts and dates come with who said them and when', () => {
    const renewal = enrichmentOf('saasRenewal');
    expect(renewal.objections.map((objection) => objection.kind)).toEqual([
      'concorrência',
      'aderência',
      'preço',
      'preço',
    ]);
    expect(renewal.objections[0]).toMatchObject({ speaker: 'Cliente', segmentId: 's1' });
    const cyber = enrichmentOf('cybersecurity');
    expect(cyber.amounts.map((amount) => amount.value)).toEqual([
      'R$ 22.000,00/mês',
      'R$ 20.000,00',
      'R$ 19.900,00',
    ]);
    expect(cyber.dates.map((date) => date.value)).toEqual(
      expect.arrayContaining(['em 90 dias', 'quarta-feira', 'fim do mês', 'dia 1']),
    );
    // A value said twice is listed once, at its first mention.
    const erp = enrichmentOf('industrialErp');
    expect(erp.amounts.filter((amount) => amount.value === 'R$ 200.000,00')).toHaveLength(1);
  });
});
