import { expect, test } from 'vitest';
import { inPlainWords } from '../../../server/providers/ai/chat/colloquial.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/** A made-up call (a bakery chain buying a delivery app), said in plain words. */
const call = (lines: Array<[speaker: string, text: string]>) => madeUpCall('Padarias Trigo Bom', lines);

const bakery = call([
  ['Tiago Rocha', 'Rosana, obrigado pelo tempo. Como vocês recebem as encomendas hoje?'],
  ['Rosana Lemos', 'Pelo telefone e pelo Instagram. A gente anota tudo num caderno no balcão.'],
  ['Tiago Rocha', 'E isso tem dado problema?'],
  ['Rosana Lemos', 'A margem por encomenda caiu uns seis pontos desde março, com o trigo mais caro.'],
  ['Tiago Rocha', 'O nosso aplicativo recebe as encomendas e manda pro forno na ordem certa.'],
  ['Rosana Lemos', 'E quanto custa?'],
  ['Tiago Rocha', 'São trezentos reais por loja por mês. A implantação leva três semanas.'],
  ['Rosana Lemos', 'Quem fecha é o seu Dario, dono das padarias.'],
  ['Tiago Rocha', 'Então eu mando a proposta na sexta.'],
]);

test('a colloquial word is read with the plain words a call uses for it, keeping the rest as written', () => {
  expect(inPlainWords('Quem é o patrão?')).toMatch(/^Quem é o\s+patrão chefe dono diretor decide\s*\?$/);
  expect(inPlainWords('Quanto encolheu o lucro?')).toMatch(/encolheu caiu reduziram.*lucro margem/);
  // Deciding whether the subject was heard, each family counts as one word.
  expect(inPlainWords('Quem é o patrão?', { oneWord: (words) => words[0]! })).toMatch(
    /^Quem é o\s+chefe\s*\?$/,
  );
  // A question's form is no subject: "quanto tempo" asks for a length of time.
  expect(inPlainWords('Quanto tempo leva?')).toMatch(/^\s*quanto\s+leva\?$/i);
  expect(inPlainWords('Qual o preço?')).toBe('Qual o preço?');
});

test('a question in colloquial words finds the line saying it plainly', async () => {
  const boss = await ask(ai, 'Quem é o patrão que tem que dar o ok?', [bakery]);
  expect(boss.citations.map((citation) => citation.segmentId)).toEqual(['s7']);
  expect(boss.content).toContain('Dario');

  const shrank = await ask(ai, 'Quanto encolheu o lucro de cada encomenda?', [bakery]);
  expect(shrank.citations.map((citation) => citation.segmentId)).toEqual(['s3']);
  expect(shrank.content).toContain('seis pontos');

  const trouble = await ask(ai, 'Qual é o pepino deles com as encomendas?', [bakery]);
  expect(trouble.citations.map((citation) => citation.segmentId)).toContain('s3');
});

test('"quanto tempo/demora" asks for a length of time, and the note tells the sentence that says it', async () => {
  const answer = await ask(ai, 'Quanto demora pra deixar o aplicativo funcionando?', [bakery]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s6']);
  expect(answer.content).toContain('três semanas');
});

test('a yes-or-no question offering a length of time is answered by the line saying how long it takes', async () => {
  const answer = await ask(ai, 'Dá pra deixar tudo no ar em menos de um mês?', [bakery]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s6']);
  expect(answer.content).toContain('três semanas');
});

test('colloquial words do not make a subject nobody spoke of heard', async () => {
  const answer = await ask(ai, 'Eles já usam inteligência artificial?', [bakery]);
  expect(answer.citations).toEqual([]);
});

test('a family is heard when the meeting says any of its plain words', async () => {
  const spent = call([
    ['Tiago Rocha', 'E o que isso custa pra vocês?'],
    ['Rosana Lemos', 'Pagamos uns doze mil de horas extras no último trimestre.'],
    ['Tiago Rocha', 'Entendi.'],
  ]);
  // "torraram" and "serão" are said nowhere: "pagamos" and "horas extras" are.
  const answer = await ask(ai, 'Quanto eles torraram com serão?', [spent]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s1']);
  expect(answer.content).toContain('doze mil');
});

test('a word of an uploaded speaker label in lower case is the client company, not a person asked about', async () => {
  const gym = call([
    ['vinicius', 'Quem cuida do dinheiro aí?'],
    ['Academia Forte (Jéssica)', 'Quem cuida do dinheiro é a Patrícia, nossa sócia.'],
    [
      'Academia Forte (Jéssica)',
      'A recepção liga pra quem falta, quando dá tempo, e anota tudo numa planilha que ninguém abre.',
    ],
  ]);
  const money = await ask(ai, 'Quem manda no cofre da academia?', [gym]);
  expect(money.citations.map((citation) => citation.segmentId)).toEqual(['s1']);
  expect(money.content).toContain('Patrícia');
  // Before, "academias" named the speaker and the answer was her fullest line, about something else.
  const count = await ask(ai, 'Quantas academias são?', [gym]);
  expect(count.citations).toEqual([]);
});

test('"Quem...?" is told with the sentence naming them, not only the one saying a role', async () => {
  const deal = call([
    ['Tiago Rocha', 'Quem mais participa da decisão?'],
    ['Rosana Lemos', 'Eu levo pra reunião de sócios. No fim quem dá o ok são a Marta e o Jonas.'],
  ]);
  const answer = await ask(ai, 'Quem são os sócios que aprovam?', [deal]);
  expect(answer.content).toContain('Marta');
});

test('how long something took before is read as what "levou" and "última" say', async () => {
  const migration = call([
    ['Tiago Rocha', 'Vocês já trocaram de sistema antes?'],
    ['Rosana Lemos', 'Já. A última migração levou quatro meses e a loja ficou um caos.'],
    ['Tiago Rocha', 'A nossa implantação é feita pela nossa equipe.'],
  ]);
  const answer = await ask(ai, 'Quanto tempo durou a troca de sistema anterior?', [migration]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s1']);
  expect(answer.content).toContain('quatro meses');
});

test('customers who do not pay, said loosely, are the default the call speaks of', async () => {
  const school = call([
    ['Tiago Rocha', 'E como está a cobrança?'],
    ['Rosana Lemos', 'A inadimplência está em nove por cento, era quatro no ano passado.'],
    ['Tiago Rocha', 'O nosso aplicativo manda o boleto pros pais.'],
  ]);
  const answer = await ask(ai, 'Quanto tá o calote dos pais?', [school]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s1']);
  expect(answer.content).toContain('nove por cento');
});
