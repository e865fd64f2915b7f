import { normalize } from '../text.ts';
import { numberTokens, readNumber } from '../signals/numbers.ts';
import { answerTypeOf } from './answer-type.ts';

/**
 * What kind of answer a question asks for. The suggested first questions ("Quais foram as objeções?",
 * "Quais os próximos passos?", "Resuma em 5 tópicos"), lists of the values or dates said, and their
 * variants need passages the question's words do not match (nobody says "objeção" in a call), so they get
 * their own finders; anything else is a search over what was said.
 */
export type ChatIntent =
  | { kind: 'next-steps' }
  | { kind: 'objections' }
  | { kind: 'amounts' }
  | { kind: 'dates' }
  | { kind: 'summary'; points: number }
  | { kind: 'search' };

const nextSteps =
  /\b(proxim[oa]s? (passos?|etapas?|acoes)|o que (ficou|foi) (combinado|acordado|acertado|definido)|combinad[oa]s?|acordad[oa]s?|pendencias?|tarefas?|follow[- ]?up|encaminhamentos?|compromissos?|o que (falta|fazer)|o que (eu )?(preciso|tenho que|devo|vou) (fazer|enviar|mandar|preparar|agendar))\b/;
const objections =
  /\b(obje(cao|coes)|resistencias?|riscos?|preocupa(cao|coes|do|da|m)?|receios?|medos?|barreiras?|impedimentos?|ressalvas?|empecilhos?|inseguranc|hesita|duvidas? d[oa]s? clientes?|o que (trava|impede|segura))/;
/** Asking for the list ("quais valores foram citados?"), not one value ("qual o orçamento?"): retrieval does that. */
const amounts =
  /\b((quais|que) (foram os )?(valores|precos|numeros|custos)|(valores|precos|numeros) (citados|mencionados|falados|discutidos))\b/;
const dates =
  /\b((quais|que) (foram as |foram os )?(datas|prazos)|(datas|prazos) (citad[oa]s|mencionad[oa]s|falad[oa]s|combinad[oa]s))\b/;
const summary =
  /\b(resum[aoi]?|resumir|resumo|topicos|principais pontos|pontos principais|visao geral|destaques|sobre o que (foi|era)|como foi (a|o) (reuniao|conversa|call|ligacao|demo|demonstracao)|o que foi (discutido|falado|conversado|tratado))\b/;

/**
 * A question asking for one value names a commitment or a risk as an ordinary noun ("Quando termina o
 * compromisso com o banco?", "Quanto custa esse risco?"): it asks for the list only by a word that says a
 * list was agreed or raised ("combinado", "próximos passos", "objeções"), not by those nouns alone.
 */
const ordinaryNouns = /\b(compromissos?|riscos?|medos?|receios?|barreiras?)\b/;
const listSaid =
  /\b(proxim[oa]s? (passos?|etapas?|acoes)|obje(cao|coes)|combinad[oa]s?|acordad[oa]s?|pendencias?|tarefas?|follow[- ]?up)\b/;
const oneValue = new Set(['date', 'number', 'share', 'duration', 'frequency', 'place']);

const pointNouns = new Set(['topicos', 'pontos', 'itens', 'frases', 'linhas', 'bullets']);
const defaultPoints = 5;
const mostPoints = 10;

export function intentOf(question: string): ChatIntent {
  const text = normalize(question);
  // "Quais as datas combinadas?" lists dates; "Resuma os próximos passos" asks for the next steps, not a
  // summary of the call.
  if (amounts.test(text)) return { kind: 'amounts' };
  if (dates.test(text)) return { kind: 'dates' };
  const type = answerTypeOf(question);
  if (type && oneValue.has(type) && ordinaryNouns.test(text) && !listSaid.test(text))
    return { kind: 'search' };
  if (nextSteps.test(text)) return { kind: 'next-steps' };
  if (objections.test(text)) return { kind: 'objections' };
  if (summary.test(text)) return { kind: 'summary', points: pointsAsked(text) };
  return { kind: 'search' };
}

/** "em 5 tópicos", "três pontos", "10 itens"; five when the question does not say. */
function pointsAsked(text: string): number {
  const tokens = numberTokens(text);
  const noun = tokens.findIndex((token) => pointNouns.has(token));
  if (noun < 1) return defaultPoints;
  // "um tópico" is one; readNumber takes a lone "um" for an article.
  const value = ['um', 'uma'].includes(tokens[noun - 1]!) ? 1 : readNumber(tokens, noun - 1)?.value;
  return value === undefined ? defaultPoints : Math.min(mostPoints, Math.max(1, Math.round(value)));
}
