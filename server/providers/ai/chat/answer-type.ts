import { findDates } from '../signals/dates.ts';
import { allNumbers, numberTokens } from '../signals/numbers.ts';
import { normalize, sentences } from '../text.ts';

/**
 * What kind of thing a question's answer is, read from how the question is built rather than from its
 * subject: "Quantos/Quanto..." asks for a number, "Quando/Até quando..." for a date, "Quem..." for a person
 * or a body, "Qual sistema/Em que cidade/Onde..." for a name. A line that says something of that kind is
 * likelier the answer than one that only shares the question's words ("Quantas unidades a rede tem?" is
 * answered by "Onze restaurantes", not by the line that says "rede" most). Question-answering systems call
 * this the expected answer type.
 */
export type AnswerType = 'number' | 'date' | 'person' | 'name';

const asksNumber =
  /^(?:e |mas )?(?:em |por |de |com |para |pra |ate )?quant[oa]s?\b|\b(?:qual|que) (?:e |foi |era )?(?:o |a )?(?:valor|preco|custo|taxa|percentual|porcentagem|tamanho|numero|quantidade|total|volume|parte|parcela|fatia|proporcao|fracao|gasto|despesa|faturamento|receita|margem|desconto|abatimento|economia|multa|prejuizo|perda|salario|mensalidade|tarifa|media|meta|idade|distancia|capacidade|frota|populacao|efetivo)\b/;
const asksDate =
  /^(?:e |mas )?(?:ate |desde |para |pra |a partir de )?quando\b|\bem que (?:mes|dia|data|ano|semana)\b|\b(?:que|qual) (?:e |foi )?(?:o |a )?(?:dia|data|mes|prazo)\b/;
const asksPerson = /^(?:e |mas )?(?:com |para |pra |de |por )?quem\b/;
/** "Qual sistema...", "Com que empresa...", "Em que cidade...", "Onde...": the answer is named. */
const asksName =
  /^(?:e |mas )?(?:(?:com|em|de|para|pra|por|a) )?(?:qual|quais|que) (?:e |foi |sao )?(?:o |a |os |as )?(?:software|sistema|ferramenta|erp|crm|fornecedor|fornecedora|empresa|marca|plataforma|aplicativo|programa|produto|concorrente|loja|unidade|filial|cidade|obra)\b|^(?:e |mas )?(?:de |para |pra )?onde\b/;

/**
 * "Qual banco eles usam?", "Com que transportadora trabalham?": whatever the noun, a "qual/que" question
 * about what they use, hire or buy from, or who they work with, is answered by a name.
 */
const asksWhatTheyUse =
  /^(?:e |mas )?com (?:qual|quais|que) \w+|^(?:e |mas )?(?:(?:com|em|de|para|pra|por|a) )?(?:qual|quais|que) \w+\b.*\b(?:usa|usam|utiliza\w*|contrat\w*|trabalha\w* com|fech\w+ com|assin\w+ com|compra\w* d[eoa]s?|paga\w* (?:pr|a)[oa]s?)\b/;

export function answerTypeOf(question: string): AnswerType | undefined {
  const text = normalize(question).trim();
  if (asksDate.test(text)) return 'date';
  if (asksNumber.test(text)) return 'number';
  if (asksPerson.test(text)) return 'person';
  if (asksName.test(text) || asksWhatTheyUse.test(text)) return 'name';
  return undefined;
}

/** Bodies that decide or act, as calls name them instead of a person. */
const bodies =
  /\b(?:conselho|diretoria|socios?|socias?|dono|dona|donos|mantenedora|comite|presidente|diretor|diretora|gerente|juridico|financeiro|compras|ti)\b/;

/**
 * Capitalised words that do not open a sentence: in pt-BR they are names (people, companies, places,
 * products), as a transcript writes them.
 */
function namesIn(text: string): string[] {
  return sentences(text).flatMap((sentence) =>
    (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).slice(1).filter((word) => /^\p{Lu}/u.test(word)),
  );
}

/** Shares said without a number: "um terço", "metade", "o dobro". */
const proportions = /\b(?:metade|tercos?|quintos?|decimos?|dobro|triplo|maioria|minoria)\b/;

/** True when `text` says something of the kind the question asks for. */
export function saysAnswerType(type: AnswerType, text: string): boolean {
  const plain = normalize(text);
  if (type === 'number') return allNumbers(numberTokens(plain)).length > 0 || proportions.test(plain);
  if (type === 'date') return findDates(plain).length > 0;
  if (type === 'person') return namesIn(text).length > 0 || bodies.test(plain);
  return namesIn(text).length > 0;
}

/** "Quantos moradores...?", "Quantas unidades...?": the thing counted. */
export function countedNoun(question: string): string | undefined {
  return /\bquant[oa]s (\p{L}+)/u.exec(normalize(question))?.[1];
}

/** Plural words after a number that measure rather than count: money, time, shares, repeats. */
const measures = new Set(
  'reais real mil milhao milhoes bilhoes dias semanas meses anos horas minutos segundos vezes por cento porcento pontos metros quilos litros'.split(
    ' ',
  ),
);

/**
 * True when the line counts things: a number and a plural noun after it ("trinta e dois caminhões",
 * "uns seis mil alunos", "Onze restaurantes"). The answer to "Quantos veículos...?" counts trucks when
 * nobody said "veículos".
 */
export function statesCount(text: string): boolean {
  const tokens = numberTokens(normalize(text));
  return allNumbers(tokens).some(({ end }) => {
    const noun = tokens[end];
    return noun !== undefined && noun.length > 3 && noun.endsWith('s') && !measures.has(noun);
  });
}
