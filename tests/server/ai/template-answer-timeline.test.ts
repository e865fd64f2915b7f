import { describe, expect, test } from 'vitest';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * BANT's timeline in the shapes round 10's calls showed the rules missing, each in other words, on made-up
 * calls from a gym, a school and a dairy.
 */
const timeline = readyTemplates.bant.questions[3]!;
async function citedForTimeline(...lines: Array<[string, string]>) {
  const [draft] = await createExtractiveAi().answerQuestions([{ id: 't', text: timeline }], call(...lines));
  return draft!.sources.map((source) => source.segmentId);
}

describe('when the client needs it', () => {
  test.each(['E passando as festas?', 'Entendi. E depois do carnaval?', 'Certo, e terminando a safra?'])(
    'after a "not now", the reply to "%s" says when',
    async (question) => {
      expect(
        await citedForTimeline(
          ['Vendedor', 'Como vocês controlam as matrículas hoje?'],
          ['Cliente', 'Numa planilha, cada unidade tem a sua.'],
          ['Cliente', 'Agora em dezembro não dá pra mexer em nada, é a época mais cheia do ano.'],
          ['Vendedor', question],
          ['Cliente', 'Fevereiro, lá pela segunda semana. Aí dá pra treinar a recepção.'],
        ),
      ).toEqual(['s4']);
    },
  );

  test.each([
    'Toda primeira segunda do mês.',
    'Sempre na última sexta do mês.',
    'Todo dia cinco, depois do fechamento.',
  ])('when a body meets, "%s", is a routine and no timeline', async (reply) => {
    expect(
      await citedForTimeline(
        ['Vendedor', 'Como vocês controlam a coleta de leite hoje?'],
        ['Cliente', 'No caderno do motorista.'],
        ['Cliente', 'Mas compra assim tem que passar pela diretoria da cooperativa.'],
        ['Vendedor', 'E quando a diretoria se reúne?'],
        ['Cliente', reply],
      ),
    ).toEqual([]);
  });
});
