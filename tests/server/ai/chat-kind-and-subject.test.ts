import { expect, test } from 'vitest';
import { answerTypeOf, countedNoun, saysAnswerType } from '../../../server/providers/ai/chat/answer-type.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { meetingQueryTerms, queryTerms, unheardSubject } from '../../../server/providers/ai/retrieval.ts';
import { contentStems } from '../../../server/providers/ai/text.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();
const cited = (answer: { citations: Array<{ segmentId: string }> }) =>
  answer.citations.map((citation) => citation.segmentId);

test.each([
  ['Com que frequência eles limpam os filtros?', 'frequency'],
  ['De quanto em quanto tempo o técnico passa?', 'frequency'],
  ['Quantas vezes por semana sai o caminhão?', 'frequency'],
  ['Em que cidades eles atuam?', 'place'],
  ['Pra que países vai a maior parte da fruta?', 'place'],
  ['Em quais bairros ficam as lojas?', 'place'],
] as const)('"%s" asks for a %s', (question, type) => {
  expect(answerTypeOf(question)).toBe(type);
});

/** A made-up call: a pool-cleaning company looking at a scheduling app. */
const pools = madeUpCall('Piscinas Cristal', [
  ['Vitória Lemos', 'Seu Jairo, como funciona a manutenção das piscinas hoje?'],
  ['Jairo Peixoto', 'São quarenta e dois condomínios na carteira, e seis técnicos na rua.'],
  ['Jairo Peixoto', 'O técnico troca o filtro de areia duas vezes por semana em cada condomínio.'],
  ['Vitória Lemos', 'E o relatório pro síndico, quem faz?'],
  ['Jairo Peixoto', 'A Patrícia, no fim do mês, numa planilha.'],
]);

test('how often is answered by the line saying how often, not by the line that counts', async () => {
  const answer = await ask(ai, 'Com que frequência eles mexem no filtro?', [pools]);
  expect(cited(answer)[0]).toBe('s2');
  expect(answer.content).toContain('duas vezes por semana');
});

/** A made-up call: a courier whose drivers wait at a loading dock; two lines say lengths of time elsewhere. */
const courier = madeUpCall('Expresso Vale', [
  ['Rafael Nunes', 'Dona Célia, onde a operação mais trava hoje?'],
  ['Célia Prado', 'Na doca do cliente grande. O entregador fica lá parado um tempão até liberarem a nota.'],
  ['Rafael Nunes', 'E o histórico das entregas, vocês guardam?'],
  ['Célia Prado', 'O comprovante fica guardado trinta dias no servidor, depois apaga.'],
  ['Rafael Nunes', 'A implantação do nosso app leva duas semanas.'],
]);

test('a length of time about another subject does not answer how long, among several such lines', async () => {
  const answer = await ask(ai, 'Quanto tempo o entregador espera na doca?', [courier]);
  expect(cited(answer)).not.toContain('s3');
  expect(cited(answer)).not.toContain('s4');
});

/** A made-up call: a fruit exporter whose answer sits in a line's last sentence. */
const orchard = madeUpCall('Frutas do Vale', [
  ['Marcos Lima', 'Boa tarde, Sílvia. Me conta um pouco da operação de vocês.'],
  [
    'Sílvia Rocha',
    'Então. A gente compra fruta de uns quarenta pomares, a maior parte aqui em Petrolina. Exporta umas novecentas toneladas de manga por ano, mais pra Holanda e Inglaterra.',
  ],
  ['Marcos Lima', 'E o controle de qualidade, como é feito hoje?'],
  ['Sílvia Rocha', 'É na mão, um fiscal em cada packing, com prancheta e caneta.'],
  ['Marcos Lima', 'E quando um lote volta, vocês sabem de qual pomar veio?'],
  ['Sílvia Rocha', 'Nem sempre. Mês passado voltou um contêiner inteiro e ninguém achou a origem.'],
  ['Marcos Lima', 'Nosso sistema faz isso pelo código do lote, desde a colheita.'],
  ['Sílvia Rocha', 'Interessante. Me manda uma proposta que eu levo pro meu sócio.'],
]);

test("a sentence of the chosen line on the question's subject is kept in the note", async () => {
  // "países" is said "exporta": the sentence naming "Petrolina" shares "maior" with the question and names a
  // place, but the countries are in the sentence after it.
  const answer = await ask(ai, 'Pra que países vai a maior parte da fruta?', [orchard]);
  expect(cited(answer)).toContain('s1');
  expect(answer.content).toContain('Holanda');
});

/** A made-up call: a bakery chain offered a visit to a client of the seller's. */
const bakery = madeUpCall('Padarias Trigo Bom', [
  ['Caio Freitas', 'Boa tarde, Lúcia. Como vocês controlam a produção do pão hoje?'],
  ['Lúcia Matos', 'No caderno. Cada padeiro anota o que assou, e a sobra a gente conta no fim do dia.'],
  ['Caio Freitas', 'E quantas padarias são?'],
  ['Lúcia Matos', 'Hoje a gente tem nove lojas, cinco em Londrina e o resto em mais três cidades da região.'],
  ['Caio Freitas', 'O nosso sistema calcula a fornada pela venda do dia anterior.'],
  ['Lúcia Matos', 'E se eu quiser ver isso rodando numa padaria de verdade?'],
  ['Caio Freitas', 'Dá pra visitar a Panificadora Aurora, aqui em Londrina mesmo, que usa há um ano.'],
  ['Lúcia Matos', 'Ótimo. Me manda o contato deles que eu marco na semana que vem.'],
]);

test('going to see a place is said as visiting it', async () => {
  const answer = await ask(ai, 'Qual padaria eles podem ir conhecer?', [bakery]);
  expect(cited(answer)).toContain('s6');
  expect(answer.content).toContain('Aurora');
});

test('where a business is, counted as localities, is counted as cities', () => {
  expect(queryTerms('Em quantas localidades eles vendem?').has(contentStems('cidades')[0]!)).toBe(true);
});

test.each([
  ['Quanto tempo o cliente aguarda na recepção?', 'fila'],
  ['Quantos doentes eles atendem?', 'pacientes'],
  ['Com quem eles tiveram uma apresentação?', 'demonstração'],
  ['Quanto tecido eles lavam?', 'roupa'],
  ['Quão quente fica o forno?', 'graus'],
  ['Quantas redes de hospedagem são clientes?', 'hotéis'],
  ['Quanta terra a família tem?', 'hectares'],
  ['De quanto foi o furo no caixa?', 'diferença'],
  ['Quantas peças eles conferem diariamente?', 'dia'],
] as const)('"%s" also finds a line saying "%s"', (question, said) => {
  expect(queryTerms(question).has(contentStems(said)[0]!)).toBe(true);
});

test.each([
  ['Qual funcionária cuida das notas?', 'person'],
  ['Que senhora reclamou do boleto?', 'person'],
  ['Quão fria fica a câmara?', 'number'],
  ['Quais meses eles passam colhendo?', 'date'],
  ['Em que época eles vendem mais?', 'date'],
  ['Qual a precisão da leitura?', 'number'],
] as const)('"%s" asks for a %s', (question, type) => {
  expect(answerTypeOf(question)).toBe(type);
});

test('doing again is said with "re-": "digita de novo" finds "redigita", and "servidor" not "reserva"', () => {
  const call = madeUpCall('Distribuidora Sol', [
    ['Ana Reis', 'O pedido chega no WhatsApp e a Rose redigita tudo no sistema.'],
    ['Ana Reis', 'A reserva de estoque é feita na mão.'],
  ]).segments;
  expect(meetingQueryTerms('Quem digita de novo os pedidos?', call).has('redigit')).toBe(true);
  expect(meetingQueryTerms('Onde fica o servidor?', call).has('reserv')).toBe(false);
});

/** A made-up call: a pharmacy whose manager counted the till. */
const pharmacy = madeUpCall('Farmácia Boa Saúde', [
  ['Tiago Luz', 'Boa tarde, dona Neusa. Como é o fechamento do caixa hoje?'],
  ['Neusa Pires', 'Na mão, no fim do dia. O balconista anota tudo num caderno.'],
  ['Tiago Luz', 'E bate certinho?'],
  ['Neusa Pires', 'Que nada. Fiz um inventário mês passado e a diferença de caixa deu uns três mil reais.'],
  ['Tiago Luz', 'O nosso sistema fecha o caixa sozinho, por turno.'],
  ['Neusa Pires', 'Me manda a proposta que eu vejo com o meu marido.'],
]);

test('verbs nobody said that tell what was done do not make a subject said unheard', async () => {
  const question = 'De quanto foi a diferença que a gerente achou conferindo o caixa?';
  expect(unheardSubject(question, pharmacy.segments)).toBe(false);
  expect(unheardSubject('Eles usam inteligência artificial?', pharmacy.segments)).toBe(true);
  const answer = await ask(ai, question, [pharmacy]);
  expect(cited(answer)).toContain('s3');
  expect(answer.content).toContain('três mil');
});

test('a plural in "-ões" meets its "-ão" word, which the stemmer leaves apart', () => {
  expect(contentStems('salões caminhões opções')).toEqual(contentStems('salão caminhão opção'));
});

/** A made-up call: a buffet with two rooms, and a line that says "chama" of something else. */
const buffet = madeUpCall('Buffet Estrela', [
  ['Paulo Viana', 'Boa tarde, dona Vera. Me conta do espaço de vocês.'],
  [
    'Vera Campos',
    'A gente tem dois salões, o Safira e o Rubi. O Safira pega trezentos convidados, o Rubi oitenta.',
  ],
  ['Paulo Viana', 'E como chegam os pedidos de orçamento?'],
  ['Vera Campos', 'O cliente chama no WhatsApp e a Bia anota num caderno.'],
  ['Paulo Viana', 'O nosso sistema guarda tudo isso, com a agenda dos salões.'],
  ['Vera Campos', 'Me manda a proposta que eu vejo com o meu sócio.'],
]);

test('"Como se chama...?" asks for a name, and "chama" is no word of its subject', async () => {
  expect(answerTypeOf('Como se chama o salão menor?')).toBe('name');
  const answer = await ask(ai, 'Como se chama o salão menor?', [buffet]);
  expect(cited(answer)).not.toContain('s3');
});

/** A made-up call: a condominium whose residents owe and wait. */
const condominium = madeUpCall('Condomínio Jardim das Flores', [
  ['Lia Souza', 'Seu Álvaro, como está a inadimplência do condomínio?'],
  ['Álvaro Dias', 'Ruim. Tem morador que deve oito meses de taxa e continua usando a piscina.'],
  ['Lia Souza', 'E a portaria, como funciona a entrada de visitante?'],
  ['Álvaro Dias', 'Interfone. O visitante espera uns dez minutos no portão até alguém atender.'],
  ['Lia Souza', 'Com o nosso app a liberação leva poucos segundos.'],
]);

test('a length of time one owes or waits is how long, as one that something takes', async () => {
  expect(saysAnswerType('duration', 'tem morador que deve oito meses de taxa')).toBe(true);
  expect(saysAnswerType('duration', 'o visitante espera uns dez minutos no portão')).toBe(true);
  expect(saysAnswerType('duration', 'faz dois anos que a gente usa')).toBe(true);
  expect(saysAnswerType('duration', 'em dois segundos você sabe quantas peças entraram')).toBe(true);
  const owed = await ask(ai, 'Há quanto tempo alguns moradores estão sem pagar?', [condominium]);
  expect(cited(owed)).toContain('s1');
  expect(owed.content).toContain('oito meses');
  const waited = await ask(ai, 'Quanto tempo o visitante fica aguardando no portão?', [condominium]);
  expect(cited(waited)[0]).toBe('s3');
  expect(waited.content).toContain('dez minutos');
});

test.each([
  ['Qual senhora de idade reclamou?', 'idosa'],
  ['Qual senhora reclamou?', 'dona'],
  ['Quantos seguranças trabalham à noite?', 'vigilantes'],
  ['Quantos alunos foram embora este ano?', 'perdi'],
  ['Quanto faltou quando contaram o estoque?', 'inventário'],
  ['Num sábado ensolarado, quantos clientes entram?', 'semana'],
  ['Num sábado ensolarado, quantos clientes entram?', 'sol'],
] as const)('"%s" also finds a line saying "%s"', (question, said) => {
  expect(queryTerms(question).has(contentStems(said)[0]!)).toBe(true);
});

/** A made-up call: a gym whose owner says what they charge, and the seller quotes a price. */
const gym = madeUpCall('Academia Forma', [
  ['Renato Alves', 'Boa tarde, Carla. Como vocês cobram a mensalidade hoje?'],
  ['Carla Nery', 'A mensalidade é cento e vinte reais, no boleto, e uns trinta alunos atrasam todo mês.'],
  [
    'Renato Alves',
    'O nosso sistema cobra no cartão recorrente. Pra vocês fica em trezentos e noventa por mês.',
  ],
  ['Carla Nery', 'Trezentos e noventa... preciso ver com o meu sócio.'],
]);

test('what "a gente" quoted or offered is the seller’s line', async () => {
  const answer = await ask(ai, 'Que mensalidade a gente cotou?', [gym]);
  expect(cited(answer)[0]).toBe('s2');
  expect(answer.content).toContain('trezentos e noventa');
});

/** A made-up call: a seller proposing a pilot as a question. */
const shoes = madeUpCall('Calçados Passo Firme', [
  ['Diego Moura', 'Boa tarde, Sônia. Como vocês controlam o estoque das lojas hoje?'],
  ['Sônia Reis', 'Cada loja manda uma planilha na sexta. São dezoito lojas, e sempre falta número.'],
  [
    'Diego Moura',
    'Entendi. Que tal começar com um piloto em três lojas? Eu te mando o contrato do piloto amanhã.',
  ],
  ['Sônia Reis', 'Pode ser. Eu escolho as lojas com mais ruptura.'],
  ['Diego Moura', 'E quem mais precisa aprovar a compra?'],
  ['Sônia Reis', 'O meu irmão, que cuida do financeiro. Ele assina tudo acima de dez mil.'],
  ['Diego Moura', 'Perfeito. Mando também um caso de outra rede de calçados.'],
  ['Sônia Reis', 'Ótimo, obrigada. Até amanhã.'],
]);

test('a proposal asked ("Que tal...?") is told as what was proposed', async () => {
  const answer = await ask(ai, 'Em quantas lojas a gente sugeriu fazer o piloto?', [shoes]);
  expect(cited(answer)).toContain('s2');
  expect(answer.content).toContain('a proposta é começar com um piloto em três lojas');
});

/** A made-up call: a furniture shop whose clients pay in instalments. */
const furniture = madeUpCall('Móveis Lar Feliz', [
  ['Bruno Teixeira', 'Boa tarde, seu Nilton. Como os clientes pagam os móveis hoje?'],
  ['Nilton Rocha', 'No carnê da loja. O cliente leva o sofá e paga em oito vezes, direto com a gente.'],
  ['Bruno Teixeira', 'E a inadimplência, como está?'],
  ['Nilton Rocha', 'Mês passado um cliente sumiu com quatro parcelas atrasadas de um guarda-roupa.'],
  ['Bruno Teixeira', 'O nosso sistema manda o lembrete antes do vencimento, pelo WhatsApp.'],
  ['Nilton Rocha', 'Isso ajudaria. Me manda a proposta que eu vejo com a minha filha.'],
]);

test('instalments asked for are answered "em oito vezes", not by a line counting late ones', async () => {
  expect(countedNoun('Em quantas prestações os clientes costumam pagar o sofá?')).toBeUndefined();
  const answer = await ask(ai, 'Em quantas prestações os clientes costumam pagar o sofá?', [furniture]);
  expect(cited(answer)[0]).toBe('s1');
  expect(answer.content).toContain('oito vezes');
});
