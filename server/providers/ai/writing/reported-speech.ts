/**
 * Speech turned into a written note: what someone said in the first person, told in the third ("Temos uma
 * verba de oito mil" → "têm uma verba de oito mil"). No library conjugates Portuguese verbs or tags parts
 * of speech in Node without a model download (see docs/ai.md), so this is a small set of rules over the
 * words a sales call uses: pronouns, possessives and first-person verbs. A word it does not know is kept as
 * said, so a note is never less true than the quote it comes from.
 */

/** First person singular → third, for the verbs sales calls use; regular "-ei" pasts are handled below. */
const singular: Record<string, string> = {
  sou: 'é',
  estou: 'está',
  tenho: 'tem',
  vou: 'vai',
  faço: 'faz',
  refaço: 'refaz',
  posso: 'pode',
  quero: 'quer',
  preciso: 'precisa',
  acho: 'acha',
  sei: 'sabe',
  vejo: 'vê',
  digo: 'diz',
  trago: 'traz',
  consigo: 'consegue',
  passo: 'passa',
  monto: 'monta',
  mando: 'manda',
  envio: 'envia',
  incluo: 'inclui',
  agendo: 'agenda',
  marco: 'marca',
  levo: 'leva',
  apresento: 'apresenta',
  confirmo: 'confirma',
  chamo: 'chama',
  ligo: 'liga',
  mostro: 'mostra',
  uso: 'usa',
  gosto: 'gosta',
  entendo: 'entende',
  concordo: 'concorda',
  agradeço: 'agradece',
  proponho: 'propõe',
  faria: 'faria',
  teria: 'teria',
  queria: 'queria',
  diria: 'diria',
  imaginava: 'imaginava',
  esperava: 'esperava',
  penso: 'pensa',
  recomendo: 'recomenda',
  decido: 'decide',
  aprovo: 'aprova',
  assino: 'assina',
  cuido: 'cuida',
  fiz: 'fez',
  vi: 'viu',
  tive: 'teve',
  pedi: 'pediu',
  recebi: 'recebeu',
  perdi: 'perdeu',
  disse: 'disse',
  fui: 'foi',
  estive: 'esteve',
  pude: 'pôde',
  quis: 'quis',
  soube: 'soube',
  encaminho: 'encaminha',
  retorno: 'retorna',
  compartilho: 'compartilha',
  reviso: 'revisa',
  preparo: 'prepara',
  organizo: 'organiza',
  providencio: 'providencia',
  falo: 'fala',
  fico: 'fica',
  converso: 'conversa',
  verifico: 'verifica',
  valido: 'valida',
  consolido: 'consolida',
  gasto: 'gasta',
  pago: 'paga',
  trabalho: 'trabalha',
  cuidei: 'cuidou',
};

/**
 * After "eu", any verb in the first person present, told in the third ("eu separo" → "separa", "eu
 * levanto" → "levanta"): most verbs are of the first conjugation ("-o" → "-a"); these are not.
 */
const otherConjugations: Record<string, string> = {
  vendo: 'vende',
  respondo: 'responde',
  resolvo: 'resolve',
  devolvo: 'devolve',
  escolho: 'escolhe',
  recebo: 'recebe',
  descubro: 'descobre',
  imprimo: 'imprime',
  reúno: 'reúne',
  discuto: 'discute',
  defino: 'define',
  produzo: 'produz',
  subo: 'sobe',
  assumo: 'assume',
  bato: 'bate',
  corro: 'corre',
  cumpro: 'cumpre',
  distribuo: 'distribui',
  confiro: 'confere',
  prefiro: 'prefere',
  sirvo: 'serve',
  repito: 'repete',
  durmo: 'dorme',
  visto: 'veste',
  sugiro: 'sugere',
  firo: 'fere',
  conheço: 'conhece',
  ofereço: 'oferece',
  esclareço: 'esclarece',
  escrevo: 'escreve',
  abro: 'abre',
  peço: 'pede',
  ponho: 'põe',
  sigo: 'segue',
  venho: 'vem',
  tento: 'tenta',
  mexo: 'mexe',
  meço: 'mede',
  parto: 'parte',
  insiro: 'insere',
  preencho: 'preenche',
  envolvo: 'envolve',
  desenvolvo: 'desenvolve',
};
const thirdOfFirst = (lower: string) =>
  otherConjugations[lower] ?? (lower.endsWith('ço') ? `${lower.slice(0, -2)}ça` : `${lower.slice(0, -1)}a`);
/**
 * Between a subject and its verb: "eu te mando", "eu já separo", "a gente ainda não tem", "a gente se reúne".
 */
const beforeTheVerb = new Set(
  'te me lhe lhes se já também não ainda nunca só sempre até agora hoje quase mesmo mesma'.split(' '),
);

/** Words before a noun: after them "retorno", "passo", "uso" are nouns, not first-person verbs. */
const determiners = new Set(
  'o os a as um uns uma umas do dos da das no nos na nas pelo pelos pela pelas ao aos seu sua meu minha nosso nossa esse essa este esta aquele aquela próximo primeiro último cada todo qualquer bom novo'.split(
    ' ',
  ),
);

/** First person plural → third, where the ending rule below would go wrong. */
const plural: Record<string, string> = {
  somos: 'são',
  temos: 'têm',
  vamos: 'vão',
  estamos: 'estão',
  fomos: 'foram',
  tivemos: 'tiveram',
  fizemos: 'fizeram',
  podemos: 'podem',
  queremos: 'querem',
  sabemos: 'sabem',
  vemos: 'veem',
  trazemos: 'trazem',
  dizemos: 'dizem',
  pusemos: 'puseram',
  estivemos: 'estiveram',
  queríamos: 'queriam',
  tínhamos: 'tinham',
  éramos: 'eram',
  íamos: 'iam',
  fazemos: 'fazem',
};

/** Words ending like a first-person plural verb that are not verbs. */
const notVerbs = new Set([
  'mesmos',
  'ramos',
  'extremos',
  'supremos',
  'ótimos',
  'próximos',
  'últimos',
  'mínimos',
]);

/** A sentence about the past: its "-amos" verbs are told in the past ("perdemos" → "perderam"). */
const pastMarkers =
  /(?<!\p{L})(passad[oa]|últim[oa]|ontem|anterior|desde|já|foi|fechamos|tivemos|recebemos|perdemos|pagamos|trocamos|descobrimos|tentamos)(?!\p{L})/iu;

const possessives: Record<string, string> = {
  meu: 'o',
  minha: 'a',
  meus: 'os',
  minhas: 'as',
  nosso: 'o',
  nossa: 'a',
  nossos: 'os',
  nossas: 'as',
};

const predicative: Record<string, string> = {
  meu: 'seu',
  minha: 'sua',
  meus: 'seus',
  minhas: 'suas',
  nosso: 'deles',
  nossa: 'deles',
  nossos: 'deles',
  nossas: 'deles',
};

/** Spoken contractions and fillers, written out or left out. */
const written: Record<string, string> = {
  pra: 'para',
  pras: 'para as',
  pro: 'para o',
  pros: 'para os',
  tá: 'está',
  tô: 'estou',
  né: '',
  tipo: '',
  vocês: 'eles',
  você: '',
  te: '',
  me: '',
  lhe: '',
  comigo: 'com ele',
  conosco: 'com eles',
};

/** What opens a turn without saying anything: "Sinceramente,", "Olha,", "Bom dia.", "Entendi.". */
const openers =
  /^(?:(?:sinceramente|olha|bom|bem|então|entao|pois é|ah|ok|certo|perfeito|ótimo|otimo|entendi|entendo|concordo|combinado|fechado|isso é verdade|nossa|sim|claro|exato|beleza|legal|bom dia|boa tarde|boa noite|obrigad[oa]|(?:eu )?vou (?:te |lhe )?(?:ser (?:diret|sincer|franc|honest)[oa]|falar|dizer|contar)(?: uma coisa| com (?:você|voce|vc)| pra (?:você|voce|vc))?|pra ser (?:sincer|franc|honest)[oa]|faz sentido|acho que sim|e|mas)\s*[,.:!]?\s+)+/i;
/** "Juliana, me conta:", "Doutor Roberto, Sandra,": names the turn is said to. */
const vocatives =
  /^(?:(?:seu |dona |doutor(?:a)? |dr\.? |dra\.? )?\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?,\s*)+/u;

/**
 * Meeting tools name a participant who joined from a phone or computer after the device: "Galaxy de Ana",
 * "iPhone do Marcos", "Ana's iPhone". The person is the one the device belongs to.
 */
const devices =
  'iphone|ipad|galaxy|samsung|motorola|moto|xiaomi|redmi|poco|android|celular|smartphone|telefone|notebook|laptop|macbook|computador|pc|desktop|tablet';
const deviceOfPerson = new RegExp(`^(?:${devices})\\b[^()]*?\\s(?:de|do|da)\\s+(\\S.*)$`, 'iu');
const personsDevice = new RegExp(`^(.+?)['’]s\\s+(?:${devices})\\b`, 'iu');
const withoutDevice = (speaker: string) => {
  const trimmed = speaker.trim();
  return deviceOfPerson.exec(trimmed)?.[1] ?? personsDevice.exec(trimmed)?.[1] ?? trimmed;
};

/** Titles before a name: "Sr. Osvaldo" is Osvaldo, "Dra. Ana" is Ana. */
const titles = /^(?:sr|sra|srta|dr|dra|seu|dona|doutor|doutora|prof|profa)\.?\s+/i;

/**
 * How a note calls a speaker: "Lucas Almeida" → "Lucas"; "lucas.almeida" → "Lucas"; "Sr. Osvaldo" →
 * "Osvaldo"; "Marina Costa (Norte Contábil)" → "Marina"; "Galaxy de Ana" → "Ana". "Speaker 1" and "Cliente 2"
 * stay whole.
 */
export function personName(speaker: string): string {
  const clean = withoutDevice(speaker)
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/[._]+/g, ' ')
    .trim()
    .replace(titles, '');
  if (/\d/.test(clean) || clean.length === 0) return speaker.trim();
  const [first = clean] = clean.split(/\s+/);
  return first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR');
}

/** The sentence without its opening fillers and the names it is said to; its first letter as it was. */
export function withoutOpeners(sentence: string): string {
  let text = sentence.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(openers, '').replace(vocatives, '').trim();
  }
  return text;
}

const withoutVocative = (sentence: string) => sentence.trim().replace(vocatives, '');

/** Verbs in the first person plural told in the third: "usamos" → "usam", in the past "perderam". */
function pluralVerb(word: string, past: boolean): string | undefined {
  const lower = word.toLocaleLowerCase('pt-BR');
  if (plural[lower]) return plural[lower];
  if (notVerbs.has(lower) || lower.length < 5) return undefined;
  const subjunctive = /(ar|er|ir)mos$/.exec(lower);
  if (subjunctive) return `${lower.slice(0, -3)}em`;
  if (lower.endsWith('ávamos')) return `${lower.slice(0, -6)}avam`;
  if (lower.endsWith('íamos')) return `${lower.slice(0, -5)}iam`;
  if (/[áéíóú]/.test(lower)) return undefined;
  const regular = /(a|e|i)mos$/.exec(lower);
  if (!regular) return undefined;
  const stem = lower.slice(0, -4);
  if (past) return `${stem}${regular[1] === 'a' ? 'aram' : regular[1] === 'e' ? 'eram' : 'iram'}`;
  return `${stem}${regular[1] === 'a' ? 'am' : 'em'}`;
}

/** "passei" → "passou": the regular past of "-ar" verbs in the first person singular. */
const pastSingular = (lower: string) =>
  /^\p{L}{2,}ei$/u.test(lower) ? `${lower.slice(0, -2)}ou` : undefined;

/** "a gente usa" → "usam": the subject left out, the verb in the plural. */
function pluralOfThird(word: string): string {
  const lower = word.toLocaleLowerCase('pt-BR');
  const irregular: Record<string, string> = {
    é: 'são',
    está: 'estão',
    tem: 'têm',
    vai: 'vão',
    faz: 'fazem',
    tá: 'estão',
    quer: 'querem',
    pode: 'podem',
  };
  if (irregular[lower]) return irregular[lower];
  if (/[ae]$/.test(lower)) return `${lower}m`;
  return lower;
}

/**
 * One sentence said by someone, in the third person and without its fillers: the clause a note puts after
 * "Juliana disse que". Starts in lower case (unless a name) and ends without its final punctuation. "Eu" alone
 * is left out (the note names who said it), but "eu" beside someone else in the subject ("eu e mais um
 * analista vamos...", "a Juliana e eu") is `speaker` (the note's name for who said it): left out, the
 * sentence would lose half its subject ("e mais um analista vão...").
 */
export function reportedClause(sentence: string, speaker?: string): string {
  const text = withoutOpeners(sentence)
    .replace(/[.!?…]+$/, '')
    .replace(/,?\s*por favor\b/gi, '');
  const past = pastMarkers.test(text);
  const tokens = text.split(/(\s+|[,;:()“”"])/);
  const out: string[] = [];
  let afterEu = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const lower = token.toLocaleLowerCase('pt-BR');
    if (!/\p{L}/u.test(token)) {
      out.push(token);
      continue;
    }
    if (lower === 'eu' || lower === 'nós') {
      // "eu e mais um analista", "a Juliana e eu vamos": one subject. "o motorista anota e eu confiro":
      // two clauses, the second the speaker's alone.
      const next = tokens[index + 2]?.toLocaleLowerCase('pt-BR');
      const joined =
        next === 'e' ||
        (tokens[index - 2]?.toLocaleLowerCase('pt-BR') === 'e' && /(?:mos|vão)$/.test(next ?? ''));
      out.push(joined && speaker ? speaker : '');
      afterEu = lower === 'eu' && !joined;
      continue;
    }
    if (afterEu && !beforeTheVerb.has(lower)) {
      afterEu = false;
      if (!singular[lower] && /^\p{L}{2,}o$/u.test(lower)) {
        out.push(keepCase(token, thirdOfFirst(lower)));
        continue;
      }
    }
    if (lower === 'a' && tokens[index + 2]?.toLocaleLowerCase('pt-BR') === 'gente') {
      // "a gente usa": left out, the next verb in the plural; "a gente ainda não tem", "a gente se reúne": the
      // verb after the adverbs and the pronoun that come before it.
      let verbAt = index + 4;
      while (beforeTheVerb.has(tokens[verbAt]?.toLocaleLowerCase('pt-BR') ?? '')) verbAt += 2;
      const verb = tokens[verbAt];
      index += 2;
      out.push('');
      if (verb !== undefined && /^\p{L}+$/u.test(verb)) {
        tokens[verbAt] = pluralOfThird(verb);
      }
      continue;
    }
    const possessive = possessives[lower];
    if (possessive) {
      // "o nosso CRM" → "o CRM"; "nossa margem" → "a margem".
      const before = out
        .filter((piece) => piece.trim())
        .at(-1)
        ?.toLocaleLowerCase('pt-BR');
      if (before && /^(é|são|foi|era|fica)$/.test(before)) {
        // "a decisão é minha" → "a decisão é sua": said of the person, not of a thing.
        out.push(keepCase(token, predicative[lower]!));
        continue;
      }
      out.push(
        before && /^(o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela|ao|à)$/.test(before) ? '' : possessive,
      );
      continue;
    }
    // "o retorno", "o próximo passo", "um uso": a noun after a determiner, not "eu retorno".
    const previousWord = out
      .filter((piece) => /\p{L}/u.test(piece))
      .at(-1)
      ?.toLocaleLowerCase('pt-BR');
    const asNoun = previousWord !== undefined && determiners.has(previousWord);
    const replaced =
      (asNoun ? undefined : singular[lower]) ??
      pluralVerb(token, past) ??
      pastSingular(lower) ??
      written[lower];
    out.push(replaced === undefined ? token : keepCase(token, replaced));
  }
  const clause = out
    .join('')
    .replace(/\s+([,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
    .replace(/\bde eles\b/g, 'deles')
    .replace(/\bem eles\b/g, 'neles')
    .replace(/\bde o\b/g, 'do')
    .replace(/\bde a\b/g, 'da')
    .replace(/\bem o\b/g, 'no')
    .replace(/\bem a\b/g, 'na')
    .replace(/\bpor o\b/g, 'pelo')
    .replace(/\bpor a\b/g, 'pela');
  // "Carla e mais um analista vão...": a name opening the clause keeps its capital.
  return speaker && clause.startsWith(`${speaker} `) ? clause : lowerFirst(clause);
}

function keepCase(original: string, replacement: string): string {
  if (replacement === '') return '';
  return /^\p{Lu}/u.test(original)
    ? replacement.charAt(0).toLocaleUpperCase('pt-BR') + replacement.slice(1)
    : replacement;
}

/** "Temos" → "temos", but "Fernando" and "LGPD" stay as written. */
function lowerFirst(text: string): string {
  const [first = ''] = text.split(/\s/);
  if (/^\p{Lu}\p{Ll}*$/u.test(first) && !properLike(first))
    return text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);
  return text;
}

/** Words capitalised because they are names, not because they open the sentence. */
const properLike = (word: string) => /^\p{Lu}{2,}/u.test(word) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);

/** A sentence with nothing left once its fillers are gone: "Combinado.", "Bom saber.". */
export function saysNothing(sentence: string): boolean {
  // "Obrigado por receberem a gente, Sílvia.": thanks, however long.
  if (/^(?:muito )?obrigad[oa]s?\b/i.test(withoutVocative(sentence))) return true;
  return (
    withoutOpeners(sentence)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter(Boolean).length < 3
  );
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
