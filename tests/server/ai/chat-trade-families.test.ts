import { expect, test } from 'vitest';
import { queryTerms } from '../../../server/providers/ai/retrieval.ts';
import { inPlainWords } from '../../../server/providers/ai/chat/colloquial.ts';
import { contentStems } from '../../../server/providers/ai/text.ts';

/**
 * Families of a trade's words the thesaurus joins, each asked in another industry than the call it was found
 * in (a shoe factory, a cinema, a honey co-operative): the question's word finds a line saying another of
 * its family.
 */
test.each([
  ['Quantos tênis a loja vende por mês?', 'calçados'],
  ['Quantas sandálias saem da fábrica por semana?', 'sapatos'],
  ['Quantos pecuaristas são associados?', 'produtores'],
  ['Quantos avicultores entregam pra cooperativa?', 'produtores'],
  ['Quantos litros cabem em cada tonel?', 'tambor'],
  ['Qual o peso de cada bombona?', 'barril'],
  ['Por quanto tempo eles guardam as filmagens da portaria?', 'gravações'],
  ['O áudio das ligações fica salvo?', 'gravação'],
  ['Quando eles apagam os dados do paciente?', 'descartam'],
  ['O laudo é excluído depois de quanto tempo?', 'apaga'],
  ['Quanto a bomboniere vende no fim de semana?', 'lanche'],
  ['Quantos quiosques de autoatendimento o shopping tem?', 'totem'],
  ['Quando é a próxima assembleia do condomínio?', 'reunião'],
  ['Quando os sócios votam a compra?', 'assembleia'],
  ['Que pesticida o laudo acusou no tomate?', 'agrotóxico'],
  ['Onde está o gargalo da expedição?', 'acumula'],
  ['Em que fase o cadastro emperra?', 'etapa'],
  ['Quantos coletores o estoque usa?', 'leitores'],
  ['Quanto de tecido a confecção desperdiça?', 'perde'],
  ['Quantos boxes o guarda-móveis tem?', 'armazenagem'],
  ['Quando é a estreia da nova coleção?', 'lançamento'],
  ['Quantas turmas trabalham na fábrica?', 'turnos'],
  ['Como é a escala dos vigilantes?', 'revezamento'],
] as const)('"%s" also finds a line saying "%s"', (question, said) => {
  expect(queryTerms(question).has(contentStems(said)[0]!)).toBe(true);
});

/**
 * Look-alikes: "parou" shares its stem with "par" (a pair of shoes), "seguro" with "segura" (holds up), a
 * bus terminal is no self-service machine, the surplus a co-operative pays out is nothing wasted, and adding up
 * ("somando") is no going missing ("some"): none of
 * them reach the family.
 */
test.each([
  ['A linha parou ontem?', 'sapatos'],
  ['Quanto custa o seguro da frota?', 'gargalo'],
  ['Onde fica o terminal rodoviário?', 'totem'],
  ['Eles pagam a sobra aos cooperados?', 'desperdício'],
  // "somando" (adding up) shares its stem with "some" (goes missing).
  ['Quanto dá somando as duas lojas?', 'desapareceu'],
] as const)('"%s" does not find a line saying "%s"', (question, said) => {
  expect(queryTerms(question).has(contentStems(said)[0]!)).toBe(false);
});

/** What holds up the flow is asked as a verb ("segura a expedição") and said as the bottleneck. */
test.each([
  ['Que setor segura a expedição?', true],
  ['Qual etapa estrangula a linha de envase?', true],
  ['O que afunila o processo de matrícula?', true],
  // Look-alike: holding the fort is no bottleneck.
  ['Quem segura as pontas quando o gerente sai?', false],
] as const)('"%s" asks for the bottleneck: %s', (question, asks) => {
  expect(inPlainWords(question).includes('gargalo')).toBe(asks);
});

/** Picking a crop is asked as taking it off the plant and said as the harvest. */
test.each([
  ['Em que meses eles passam tirando café do pé?', true],
  ['Quando eles apanham laranja das árvores?', true],
  ['Quando começam a colher uva da parreira?', true],
  // Look-alike: taking a product off the shelf is no harvest.
  ['Quando eles tiram o produto da prateleira?', false],
] as const)('"%s" asks about the harvest: %s', (question, asks) => {
  expect(inPlainWords(question).includes('colheita')).toBe(asks);
});
