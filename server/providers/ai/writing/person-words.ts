/**
 * The words a note changes from the first person to the third: verbs ("tenho" → "tem", "temos" → "têm"),
 * possessives ("nosso" → "o"), pronouns and spoken contractions ("pra" → "para"). reported-speech.ts applies
 * them.
 */

/** First person singular → third, for the verbs sales calls use; regular "-ei" pasts are handled below. */
export const singular: Record<string, string> = {
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
export const thirdOfFirst = (lower: string) =>
  otherConjugations[lower] ?? (lower.endsWith('ço') ? `${lower.slice(0, -2)}ça` : `${lower.slice(0, -1)}a`);
/**
 * Between a subject and its verb: "eu te mando", "eu já separo", "a gente ainda não tem", "a gente se reúne".
 */
export const beforeTheVerb = new Set(
  'te me lhe lhes se já também não ainda nunca só sempre até agora hoje quase mesmo mesma'.split(' '),
);

/** Words before a noun: after them "retorno", "passo", "uso" are nouns, not first-person verbs. */
export const determiners = new Set(
  'o os a as um uns uma umas do dos da das no nos na nas pelo pelos pela pelas ao aos seu sua meu minha nosso nossa esse essa este esta aquele aquela próximo primeiro último cada todo qualquer bom novo'.split(
    ' ',
  ),
);

/** First person plural → third, where the ending rule below would go wrong. */
export const plural: Record<string, string> = {
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
export const notVerbs = new Set([
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
export const pastMarkers =
  /(?<!\p{L})(passad[oa]|últim[oa]|ontem|anterior|desde|já|foi|fechamos|tivemos|recebemos|perdemos|pagamos|trocamos|descobrimos|tentamos)(?!\p{L})/iu;

export const possessives: Record<string, string> = {
  meu: 'o',
  minha: 'a',
  meus: 'os',
  minhas: 'as',
  nosso: 'o',
  nossa: 'a',
  nossos: 'os',
  nossas: 'as',
};

export const predicative: Record<string, string> = {
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
export const written: Record<string, string> = {
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
