import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a regional dairy looking at fleet tracking. Each question says its subject in another
 * everyday word than the client (a refund for an indemnity, an inspection for an audit, idle for empty,
 * a rescue for a tow, who founded it as who created it), which the thesaurus joins by meaning.
 */
const dairy = madeUpCall('Laticínio Serra Azul', [
  ['Paula Nogueira', 'Bom dia, Otávio. Como está a operação de vocês?'],
  ['Otávio Prado', 'A gente atende uns 900 pontos de venda, entre padaria e mercadinho.'],
  ['Otávio Prado', 'Ano passado um lote azedou e a indenização pro mercado saiu uns 60 mil.'],
  ['Otávio Prado', 'E a vigilância sanitária fez uma auditoria aqui que durou cinco dias.'],
  ['Otávio Prado', 'A linha de envase fica vazia das duas às cinco, e isso custa uns 18 mil por mês.'],
  [
    'Otávio Prado',
    'Mês passado foram quatro guinchos na rodovia, um caminhão parado sete horas no acostamento.',
  ],
  ['Otávio Prado', 'O seu Afonso, que fundou o laticínio, ainda assina tudo.'],
  ['Otávio Prado', 'A câmara fica a dois graus, lá em Poços.'],
  ['Otávio Prado', 'Sumiram trinta e dois freezers dos clientes no último ano.'],
  ['Otávio Prado', 'São umas 210 pessoas, em dois turnos.'],
  // Lines that share the questions' other words, so only the subject's meaning picks the right one.
  [
    'Otávio Prado',
    'As vendas cresceram doze por cento, o mercado pagou em dia e o lote novo durou duas semanas.',
  ],
  [
    'Otávio Prado',
    'A estrada de terra até a fazenda custa caro: por mês são uns 9 mil de manutenção da linha de leite.',
  ],
  ['Otávio Prado', 'Tivemos três dias de chuva, e cada mês anterior foi pior que o outro.'],
]);

test.each([
  ['Em quantos estabelecimentos eles vendem?', 's1', '900'],
  ['Quantas lojas eles atendem?', 's1', '900'],
  ['Quanto eles tiveram que reembolsar ao mercado?', 's2', '60 mil'],
  ['De quanto foi o ressarcimento pelo lote?', 's2', '60 mil'],
  ['Quantos dias durou a fiscalização?', 's3', 'cinco dias'],
  ['Quanto tempo ficou a inspeção sanitária?', 's3', 'cinco dias'],
  ['Quanto custa a linha ociosa por mês?', 's4', '18 mil'],
  ['Quantos resgates na estrada tiveram mês passado?', 's5', 'quatro'],
  ['Quantos socorros na pista houve no mês anterior?', 's5', 'quatro'],
  ['Quem criou a empresa?', 's6', 'Afonso'],
  ['Quem é o fundador?', 's6', 'Afonso'],
  ['Onde fica o armazém refrigerado?', 's7', 'Poços'],
  ['Quantas geladeiras desapareceram?', 's8', 'trinta e dois'],
  ['Quantos equipamentos foram extraviados?', 's8', 'trinta e dois'],
  ['Quantos funcionários eles empregam?', 's9', '210'],
  ['Quantos trabalhadores tem a fábrica?', 's9', '210'],
])('"%s" finds the line that says its subject in another everyday word', async (question, line, fact) => {
  const answer = await ask(ai, question, [dairy]);
  expect(answer.citations[0]?.segmentId).toBe(line);
  expect(answer.content).toContain(fact);
});
