import { findDates } from '../signals/dates.ts';
import { allNumbers, numberTokens } from '../signals/numbers.ts';
import { normalize, sentences } from '../text.ts';
import { asksRecord } from './records.ts';
import { asksShare, saysShare, withoutShareBase } from './shares.ts';

/**
 * What kind of thing a question's answer is, read from how the question is built rather than from its
 * subject: "Quantos/Quanto..." asks for a number, "Quando/Até quando..." for a date, "Quem..." for a person
 * or a body, "Qual sistema/Em que cidade/Onde..." for a name. A line that says something of that kind is
 * likelier the answer than one that only shares the question's words ("Quantas unidades a rede tem?" is
 * answered by "Onze restaurantes", not by the line that says "rede" most). Question-answering systems call
 * this the expected answer type.
 */
export type AnswerType = 'number' | 'share' | 'duration' | 'frequency' | 'date' | 'person' | 'name' | 'place';

/**
 * "Com que frequência...", "De quanto em quanto tempo...", "Quantas vezes por mês...": how often, which a
 * call says as "uma vez por mês", "toda segunda", "a cada quinze dias", not as a count nor a length of time.
 */
const asksFrequency =
  /\b(?:com que|qual (?:e |era )?a) (?:frequencia|periodicidade|regularidade)\b|\bde quanto em quanto tempo\b|\ba cada quanto tempo\b|\bquantas vezes (?:por|ao|na|no|a cada)\b/;
/** How often, as said: "uma vez por mês", "duas vezes na semana", "toda segunda", "a cada quinze dias". */
const saysHowOften =
  /\b\w+ vez(?:es)? (?:por|ao|na|no|a cada) (?:dia|semana|mes|ano|quinzena|turno|plantao|noite)\b|\b(?:toda|todo|todas|todos) (?:as |os |a |o )?(?:santo |santa )?(?:dias?|semanas?|mes|meses|anos?|segundas?|tercas?|quartas?|quintas?|sextas?|sabados?|domingos?|noites?|manhas?|madrugadas?|turnos?|plantoes|plantao|fim de semana|fins de semana|vez)\b|\ba cada \w+|\b(?:diariamente|semanalmente|mensalmente|anualmente|quinzenalmente)\b/;

/**
 * "Quanto tempo...", "Quanto demora...", "Em quantos dias...", "Qual o prazo de entrega?": a length of time,
 * not any number nor a date; so is "Quanto o cliente espera na fila?" (how long someone waits), not "Quanto
 * ele espera de desconto?".
 */
const asksDuration =
  /\bquanto (?:tempo|demora|leva|dura)\b|\bprazo (?:medio )?de (?:entrega|producao|fabricacao|implantacao|instalacao|atendimento|resposta|conserto|reparo|manutencao)\b|\bquant[oa]s (?:dias|semanas|meses|horas|anos|minutos|segundos)\b|\bdemora quanto\b|\bquanto (?:\p{L}+ ){1,3}(?:aguard|esper)(?:a|am|ou|aram|ava|avam)\b(?! (?:de|receber|pagar|ganhar|economizar|vender|gastar))/u;
const asksNumber =
  /(?<!\bo )\bquant[oa]s?\b|\bquao\b|\b(?:qual|que) (?:e |foi |era )?(?:o |a )?(?:valor|preco|custo|faixa|taxa|percentual|porcentagem|tamanho|numero|quantidade|total|volume|parte|parcela|fatia|proporcao|fracao|gasto|despesa|faturamento|receita|margem|desconto|abatimento|economia|multa|prejuizo|perda|salario|mensalidade|tarifa|media|meta|idade|distancia|capacidade|frota|populacao|efetivo|teto|limite|maximo|minimo|piso|ticket|probabilidade|chance|chances|precisao|acerto|temperatura|velocidade|peso|area|altura|comprimento)\b/;
/** "Qual o limite pra ter...?", "Qual o último dia pra assinar?": by when something must be done. */
const asksDate =
  /\b(?:qual|que) (?:e |seria |foi )?(?:o |a )?(?:limite|ultimo dia|data limite|prazo maximo) (?:pra|para) \w+r\b|^(?:e |mas )?(?:ate |desde |para |pra |a partir de )?quando\b|\bem que (?:mes|dia|data|ano|semana)\b|\b(?:que|qual) (?:e |foi )?(?:o |a )?(?:dia|data|mes|prazo)\b|\b(?:em |de |nos |nas )?(?:quais|que) (?:sao |foram )?(?:os |as )?(?:meses|datas|dias do mes|epocas?)\b/;
/**
 * "Quem...", and "Qual funcionária...", "Que senhora...": a person asked for by the word for who they are in
 * the business or in life, whose answer is a name ("a Rose do faturamento", "dona Cida").
 */
const asksPerson =
  /^(?:e |mas )?(?:com |para |pra |de |por )?quem\b|^(?:e |mas )?(?:(?:com|em|de|para|pra|por|a) )?(?:qual|quais|que) (?:e |foi |era )?(?:o |a |os |as )?(?:funcionari[oa]|senhora|senhor|pessoa|colaborador|colaboradora|atendente|secretaria|moca|rapaz|menin[oa]|tecnic[oa]|gerente|diretor|diretora|supervisor|supervisora|coordenador|coordenadora|responsavel|socio|socia|dono|dona|filho|filha)s?\b/;
/** "Qual sistema...", "Com que empresa...": the answer is named. */
const asksName =
  /^(?:e |mas )?(?:(?:com|em|de|para|pra|por|a) )?(?:qual|quais|que) (?:e |foi |sao )?(?:o |a |os |as )?(?:(?:software|sistema|ferramenta|painel|dashboard|seguradora|operadora|parceiro|parceira|erp|crm|fornecedor|fornecedora|empresa|marca|plataforma|aplicativo|programa|produto|concorrente|loja|unidade|obra)s?|solucao|solucoes|filial|filiais|fornecedores|cidades|regioes|estados|bairros|municipios|zonas)\b/;
/**
 * "Em que cidade...", "Onde...", "Pra onde...", "Pra que países...": the answer is a place, which pt-BR says
 * after a preposition ("em Campina Grande", "daqui de Rio Verde pro porto de Santos"), unlike a company or a
 * person it names. Places in the plural only after a preposition: "Quais cidades recebem...?" asks for names.
 */
const asksPlace =
  /\b(?:em|de|para|pra|a|por|qual|que) (?:qual |que )?(?:e |foi )?(?:a |o )?(?:cidade|estado|regiao|bairro|pais|municipio|capital|local|lugar)\b|\b(?:em|de|para|pra|a|por) (?:quais|que) (?:cidades|estados|regioes|bairros|paises|municipios|capitais|locais|lugares)\b|(?:^|\b(?:e|mas|de|para|pra|por|fica|ficam|fica o|fica a) )onde\b|\bgeograficamente\b/;

/**
 * The question without the numbers its form offers: a length of time a yes-or-no question offers (see
 * withoutAskedLength) and the base a share is measured against ("de cada cem"), neither of them its subject;
 * nor how it asks for a name ("Como se chama...").
 */
export const withoutAskedNumbers = (question: string) =>
  withoutShareBase(withoutAskedLength(question)).replace(new RegExp(asksWhatItIsCalled, 'giu'), ' ');

/**
 * "Como se chama o salão menor?", "Qual o nome do sistema?": how the question asks for a name, none of it the
 * subject ("o noivo chama no WhatsApp" answers nothing about the room).
 */
const asksWhatItIsCalled = /\b(?:como (?:[eé] que )?(?:se )?chama(?:m|va|vam)?|qual (?:[eé] |era )?o nome)\b/;

/** A question any wh-word opens: what follows it says the kind of answer, not a yes or a no. */
const opensWithWhWord =
  /^(?:e |mas )?(?:(?:com|em|de|para|pra|por|a|ate|desde) )?(?:qual|quais|que|quem|quando|quant[oa]s?|onde|como|por que|o que)\b/;
/** "...em menos de dois meses?", "...em duas semanas?": a yes-or-no question about a length of time. */
const saysDuration =
  /\b(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|trinta|noventa|poucos|poucas|alguns|algumas) (?:dias?|semanas?|mes|meses|anos?|horas?)\b/;
/**
 * The question without the length of time a yes-or-no question offers ("Dá pra deixar no ar em menos de dois
 * meses?"): it is the answer's kind, and a line saying "dois mil por mês" does not answer it.
 */
function withoutAskedLength(question: string): string {
  const text = normalize(question).trim();
  if (opensWithWhWord.test(text)) return question;
  return text.replace(
    new RegExp(
      `\\b(?:em |no |dentro de )?(?:menos de |mais de |ate |uns |umas )?${saysDuration.source}`,
      'g',
    ),
    ' ',
  );
}

/** "O preço coube no bolso?", "O orçamento dá?", "Já orçaram isso?": a yes-or-no question about money. */
const saysMoney =
  /\b(?:preco|valor|custo|orcamento|verba|bolso|mensalidade|desconto|orc(?:aram|ou|aste|ado|ada|ar))\b/;

/**
 * "Qual banco eles usam?", "Com que transportadora trabalham?": whatever the noun, a "qual/que" question
 * about what they use, hire or buy from, or who they work with, is answered by a name.
 */
const asksWhatTheyUse =
  /^(?:e |mas )?com (?:qual|quais|que) \w+|^(?:e |mas )?(?:(?:com|em|de|para|pra|por|a) )?(?:qual|quais|que) \w+\b.*\b(?:usa|usam|utiliza\w*|contrat\w*|trabalha\w* com|fech\w+ com|assin\w+ com|compra\w* d[eoa]s?|paga\w* (?:pr|a)[oa]s?)\b/;

export function answerTypeOf(question: string): AnswerType | undefined {
  const text = normalize(question).trim();
  if (asksFrequency.test(text)) return 'frequency';
  if (asksDuration.test(text)) return 'duration';
  if (asksDate.test(text)) return 'date';
  if (asksShare(text)) return 'share';
  // "Qual a maior fila já registrada?": a record is how much at its peak.
  if (asksNumber.test(text) || asksRecord(text)) return 'number';
  if (asksPerson.test(text)) return 'person';
  if (asksPlace.test(text)) return 'place';
  if (asksName.test(text) || asksWhatTheyUse.test(text) || asksWhatItIsCalled.test(text)) return 'name';
  // "Dá pra deixar tudo no ar em menos de dois meses?" is answered by the line saying how long it takes,
  // "O preço coube no bolso?" by the one saying how much they have: the kind the question itself names.
  if (!opensWithWhWord.test(text)) {
    if (saysDuration.test(text)) return 'duration';
    if (saysMoney.test(text)) return 'number';
  }
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

/**
 * A place's name: capitalised words, maybe joined by "de/do/da" ("Campina Grande", "Rio de Janeiro"); an
 * acronym ("contas de BPO") names a kind of thing more often than a place.
 */
const placeName = String.raw`(\p{Lu}\p{Ll}\p{L}*(?:\s+(?:d[eoa]s?\s+)?\p{Lu}\p{Ll}\p{L}*)*)`;
/**
 * Where pt-BR says a place: a name right after a bare "em" or "de" ("em Campina Grande", "daqui de Rio
 * Verde"), after a noun of places ("porto de Santos", "obra do Jardim Europa", "loja da Mooca"), or after a
 * word that locates ("fica no Ipiranga", "perto da Pampulha", "lá na Vila Nova", "aqui no Maracanaú"; "aqui do
 * Nordeste" says whose kind, not where), or a name that says a kind
 * of place ("no Jardim Primavera", "na Vila Nova"). "pro Sérgio" and "pra
 * Jéssica" name people, and "no Itaú" a company, so a name after "para/pra/pro" or "no/na" alone is not a place.
 */
const placeSaid = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:(?:em|de)|(?:porto|cidade|bairro|regiao|região|estado|obra|loja|unidade|filial|sede|escritório|escritorio|fábrica|fabrica|centro|rua|avenida|shopping|galpão|galpao|armazém|armazem|depósito|deposito|planta|praia|interior|capital)\s+(?:em|de|do|da|no|na|pro|pra|para)|(?:fica|ficam|ficava|ficamos|mora|moram|morava|perto|pertinho|próximo|proximo|lá|ali|vizinho|vizinha|zona|lado)\s+(?:em|no|na|nos|nas|do|da|dos|das|de|ao)|(?:aqui|cá)\s+(?:em|no|na|nos|nas)|(?:no|na|nos|nas|do|da|em)(?=\s+(?:Jardim|Vila|Parque|Bairro|Vale|Alto|Morro|Conjunto|Residencial|Recanto|Lagoa|Ilha|Zona)\b))\s+${placeName}`,
  'gu',
);

/** The places a text names (see placeSaid). */
export function placesIn(text: string): string[] {
  return sentences(text).flatMap((sentence) => [...sentence.matchAll(placeSaid)].map((match) => match[1]!));
}

/** Shares said without a number: "um terço", "metade", "o dobro". */
const proportions = /\b(?:metade|tercos?|quintos?|decimos?|dobro|triplo|maioria|minoria)\b/;

/**
 * True when `text` says the kind asked for by name: for "Quem...?", a person's or a body's name, not only a
 * role ("Eu levo pra reunião de sócios" says who in general; "os sócios, o Henrique e a Sônia" says who).
 */
export function namesAnswerType(type: AnswerType, text: string): boolean {
  return type === 'person' ? namesIn(text).length > 0 : saysAnswerType(type, text);
}

/** True when `text` says something of the kind the question asks for. */
export function saysAnswerType(type: AnswerType, text: string): boolean {
  const plain = normalize(text);
  if (type === 'number') return allNumbers(numberTokens(plain)).length > 0 || proportions.test(plain);
  if (type === 'share') return saysShare(plain);
  if (type === 'duration') return saysLengthOfTime(plain);
  if (type === 'frequency') return saysHowOften.test(plain);
  if (type === 'date')
    return (
      findDates(plain).length > 0 ||
      saysYear.test(plain) ||
      opensWithMonth.test(plain) ||
      saysWeekdayOfMonth.test(plain)
    );
  if (type === 'person') return namesIn(text).length > 0 || bodies.test(plain);
  if (type === 'place') return placesIn(text).length > 0;
  return namesIn(text).length > 0;
}

/**
 * "sempre na última quinta", "toda primeira segunda do mês": the day a body meets, said by its place in the
 * month, which findDates (deadlines: "até quinta") leaves out.
 */
const saysWeekdayOfMonth =
  /\b(?:n[ao]|tod[ao]|nas|nos) (?:ultim[ao]s?|primeir[ao]s?|segund[ao]s?|terceir[ao]s?) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)s?\b/;

/** "instalou lá em 2016", "desde 2019": a year is a date, which findDates (days and months) leaves out. */
const saysYear = /\b(?:em|desde|de|ate|ano de) (?:19|20)\d{2}\b/;

/**
 * "Janeiro, segunda quinzena.", "Março, depois do balanço.": a reply that opens with a month answers "Quando?"
 * with it, though no "em" comes before it as findDates (which reads deadlines) wants.
 */
const opensWithMonth =
  /^(?:\W*(?:em |so em |so |la pra |ali pra |pra )?)(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/;

/** Plural words after a number that measure rather than count: money, time, shares, repeats. */
const measures = new Set(
  'reais real mil milhao milhoes bilhoes dias semanas meses anos horas minutos segundos vezes por cento porcento pontos metros quilos litros'.split(
    ' ',
  ),
);

const installments = new Set(['parcelas', 'prestacoes', 'vezes']);

/** "De que tamanho é a frota?", "Qual o tamanho da equipe?": how many a whole is, asked by its size. */
const sizeOf = /\btamanho (?:e |era |sera |tem )?(?:d[aoe]s?|[ao]s?) (\p{L}+)/u;

/**
 * "Quantos moradores...?", "Quantas unidades...?", "De que tamanho é a frota?": the thing counted. "Quantos
 * dias...?" measures a length of time (a 'duration'), and "Quantos reais...?" money: nothing is counted; but
 * "pontos de venda" are places, counted.
 */
export function countedNoun(question: string): string | undefined {
  const plain = normalize(question);
  // "De cada cem interessados, quantos se inscrevem?" asks a share: "quantos" counts no noun of its own.
  if (asksShare(plain)) return undefined;
  const asked = /\bquant[oa]s (\p{L}+)( de)?/u.exec(plain);
  const noun = asked?.[1] ?? sizeOf.exec(plain)?.[1];
  if (!noun) return undefined;
  // "Em quantas parcelas...?" is answered "em dez vezes": installments are how a payment is split, not things.
  if (installments.has(noun)) return undefined;
  return !measures.has(noun) || (noun === 'pontos' && asked?.[2]) ? noun : undefined;
}

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

const timeUnits = /^(?:dias?|semanas?|mes|meses|anos?|horas?|minutos?|segundos?|quinzenas?)$/;

/**
 * Words that say a length of time is what something takes: "leva duas semanas", "levava oito minutos",
 * "temos noventa dias pra", "uma queda de três horas", "a gente promete sete dias", "um piloto por noventa dias";
 * how long one waits or owes: "espera uma hora", "deve seis meses", "faz dois anos"; and how long someone stayed
 * or it went on: "ficou três dias", "passaram duas semanas"; how long a wait grows: "a fila chega a quarenta minutos".
 */
const takes =
  /^(?:(?:lev|demor|dur)(?:a|am|ou|aram|ava|avam|aria|ariam)|cheg(?:a|am|ou|ava|avam)|(?:fic|pass)(?:ou|aram|ava|avam)|(?:esper|aguard)(?:a|am|ou|aram|ava|avam|ando)|deve|devem|devendo|faz|fazia|ha|atrasad[oa]s?|promete|prometem|prometemos|prometo|garante|garantem|garantimos|entrega|entregam|entregamos|sai|saem|saindo|em|temos|tem|tinha|prazo|ate|dentro|media|uns|umas|cerca|quase|mais|menos|pra|para|de|por|durante)$/;

/**
 * What may open a bare reply before its length of time: "Uns doze dias.", "Olha, três, quatro dias.", "É,
 * entre dez e doze dias.", "Hoje são quinze dias.".
 */
const replyOpeners =
  /^(?:uns|umas|cerca|de|entre|e|a|ou|olha|ah|hoje|acho|tipo|mais|menos|quase|sao|coisa|la|por|volta|dai|geralmente|normalmente|leva|demora)$/;

/**
 * "leva duas semanas", "temos noventa dias pra corrigir", "em um mês": a length of time something takes.
 * A sentence that opens on one ("Doze, treze dias.", "Uns quinze dias, no máximo.") is the reply to how long.
 * "a cada quinze minutos" is how often, and "segurança vinte e quatro horas" what is covered, not how long.
 * "apaga trinta dias depois da mudança" says after how long something happens.
 */
function saysLengthOfTime(plain: string): boolean {
  const tokens = numberTokens(plain);
  return tokens.some((token, index) => {
    if (index === 0 || !timeUnits.test(token)) return false;
    const from = Math.max(0, index - 4);
    const single = ['um', 'uma', 'meio', 'meia'].includes(tokens[index - 1]!);
    const phrase = single
      ? { start: index - 1 }
      : allNumbers(tokens.slice(from, index)).find((found) => found.end === index - from);
    if (!phrase) return false;
    const start = single ? index - 1 : from + phrase.start;
    const before = tokens.slice(Math.max(0, start - 2), start);
    if (before.at(-1) === 'cada') return false;
    const opensReply = tokens.slice(0, start).every((word) => replyOpeners.test(word));
    return (
      opensReply ||
      before.some((word) => takes.test(word)) ||
      /^(?:pra|para|de|depois|apos)$/.test(tokens[index + 1] ?? '')
    );
  });
}
