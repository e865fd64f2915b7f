/**
 * The verbs a commitment is said with and their infinitives, for writing it in the third person: "envio" →
 * "vai enviar", "me manda" → "vai mandar", "reúno" → "vai reunir". commitments.ts matches and writes with them.
 */

/** Verbs of a commitment, first person present → infinitive ("envio" → "enviar"). */
const infinitiveOfFirst: Record<string, string> = {
  incluo: 'incluir',
  faço: 'fazer',
  trago: 'trazer',
  proponho: 'propor',
  vejo: 'ver',
  retorno: 'retornar',
  consigo: 'conseguir',
  marco: 'marcar',
  levo: 'levar',
  peço: 'pedir',
  abro: 'abrir',
  escrevo: 'escrever',
  redijo: 'redigir',
};
/** Verbs of a request, imperative (or third person) → infinitive ("manda" → "mandar", "traz" → "trazer"). */
const infinitiveOfRequest: Record<string, string> = { traz: 'trazer', faz: 'fazer', inclui: 'incluir' };

export const firstPersonVerbs =
  'envio|mando|preparo|agendo|apresento|incluo|confirmo|encaminho|retorno|ligo|chamo|compartilho|reviso|organizo|providencio|marco|levo|faço|trago|proponho|passo|configuro|instalo|libero|crio|cadastro|monto|ajusto|levanto|peço|aviso|atualizo|testo|abro|disparo|escrevo|redijo|mostro|separo|volto|devolvo|respondo|verifico|checo|confiro|reúno|resolvo|entrego|combino|alinho|simulo|calculo|reservo|formalizo';
export const requestVerbs =
  'manda|envia|inclui|traz|prepara|marca|agenda|confirma|encaminha|liga|apresenta|faz|passa|separa|mostra|reserva';
export const infinitives =
  'enviar|mandar|preparar|agendar|marcar|apresentar|incluir|confirmar|levar|encaminhar|retornar|ligar|chamar|compartilhar|revisar|ver|fazer|fechar|assinar|começar|conversar|falar|alinhar|testar|rodar|validar|avaliar|montar|trazer|passar|conectar|atualizar|levantar|organizar|configurar|instalar|liberar|migrar|treinar|implantar|visitar|ajustar|integrar';

/**
 * A first-person present verb back to its infinitive: the irregular ones sales calls use, then "-ço" →
 * "-çar", and "-o" → "-ar" (the first conjugation holds most verbs, and every verb coined since).
 */
const irregularFirst: Record<string, string> = {
  ...infinitiveOfFirst,
  ponho: 'pôr',
  sigo: 'seguir',
  durmo: 'dormir',
  venho: 'vir',
  resolvo: 'resolver',
  devolvo: 'devolver',
  respondo: 'responder',
  escolho: 'escolher',
  recebo: 'receber',
  descubro: 'descobrir',
  imprimo: 'imprimir',
  reúno: 'reunir',
  discuto: 'discutir',
  defino: 'definir',
  produzo: 'produzir',
  subo: 'subir',
  assumo: 'assumir',
  decido: 'decidir',
  vendo: 'vender',
  bato: 'bater',
  corro: 'correr',
  cumpro: 'cumprir',
  distribuo: 'distribuir',
  conheço: 'conhecer',
  ofereço: 'oferecer',
  esclareço: 'esclarecer',
  agradeço: 'agradecer',
  tiro: 'tirar',
  digo: 'dizer',
  dou: 'dar',
};
export function infinitiveOfAnyFirst(verb: string): string {
  return irregularFirst[verb] ?? `${verb.slice(0, -1)}ar`;
}

export function requestInfinitive(match: RegExpExecArray): string {
  const verb = match[1]!.toLowerCase();
  return infinitiveOfRequest[verb] ?? `${verb}r`;
}

/** A subjunctive the offers use back to its infinitive: "mande" → "mandar", "traga" → "trazer", "ligue" → "ligar". */
const irregularSubjunctive: Record<string, string> = {
  traga: 'trazer',
  faça: 'fazer',
  veja: 'ver',
  diga: 'dizer',
  dê: 'dar',
  ponha: 'pôr',
  peça: 'pedir',
};
export function infinitiveOfSubjunctive(verb: string): string {
  if (irregularSubjunctive[verb]) return irregularSubjunctive[verb];
  if (verb.endsWith('que')) return `${verb.slice(0, -3)}car`;
  if (verb.endsWith('gue')) return `${verb.slice(0, -3)}gar`;
  if (verb.endsWith('ce')) return `${verb.slice(0, -2)}çar`;
  return verb.endsWith('a') ? `${verb.slice(0, -1)}er` : `${verb.slice(0, -1)}ar`;
}

/** A third-person present back to its infinitive: "mapeia" → "mapear", "instala" → "instalar". */
export function infinitiveOfThird(verb: string): string {
  return verb.endsWith('eia') ? `${verb.slice(0, -3)}ear` : `${verb}r`;
}
