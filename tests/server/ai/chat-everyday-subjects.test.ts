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

/**
 * A made-up call: a chain of pet clinics and a farm-supply store. Standing someone up ("dar bolo", "furar")
 * is not showing up; "dar a largada" is starting; the government is said by its level or body; vets work
 * in clinics; the head office is the "matriz"; farm animals are said by kind; a notary's clerk is staff.
 */
const clinics = madeUpCall('Rede Amigo Fiel', [
  ['Lucas Pires', 'Como vocês trabalham hoje, Fernanda?'],
  ['Fernanda Reis', 'A gente tem a matriz em Uberaba e mais quatro lojas no Triângulo.'],
  ['Fernanda Reis', 'Nas clínicas o pessoal usa o VetFácil pra prontuário.'],
  ['Fernanda Reis', 'Toda semana falta um quarto dos agendados, e ninguém avisa.'],
  ['Fernanda Reis', 'A ração que mais sai é pra gado e cavalo, quase tudo de sítio da região.'],
  ['Fernanda Reis', 'O Ministério passou aqui em março e ficou quatro dias olhando os registros.'],
  ['Lucas Pires', 'Dá pra começar pelas duas lojas maiores e depois levar pras outras.'],
  ['Fernanda Reis', 'No cartório do meu sogro são catorze escreventes, e ninguém acha nada.'],
  // Lines that share the questions' other words, so only the subject's meaning picks the right one.
  [
    'Fernanda Reis',
    'A semana passada foi de muita venda, o cliente gostou e o sistema ficou lento dois dias.',
  ],
]);

test.each([
  ['Que parte dos clientes marcados dá bolo?', 's3', 'um quarto'],
  ['Quantos clientes furam o horário?', 's3', 'um quarto'],
  ['Com quantas lojas a gente sugeriu dar a largada?', 's6', 'duas lojas'],
  ['Quanto tempo a fiscalização federal ficou?', 's5', 'quatro dias'],
  ['Que programa os veterinários usam?', 's2', 'VetFácil'],
  ['Em que cidade fica a sede deles?', 's1', 'Uberaba'],
  ['Que bichos comem a ração que eles vendem?', 's4', 'gado'],
  ['Quantos funcionários tem o cartório?', 's7', 'catorze'],
])('"%s" finds the line that says it in other words', async (question, line, fact) => {
  const answer = await ask(ai, question, [clinics]);
  expect(answer.citations[0]?.segmentId).toBe(line);
  expect(answer.content).toContain(fact);
});
