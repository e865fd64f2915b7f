import type { AccountKey } from './accounts.ts';
import type { Conversation, Speaker } from './corpus/index.ts';
import type { Segment } from './transcript.ts';

/**
 * How a seller talks, so the dashboard's coaching figures differ from one seller to the next: their pace,
 * how long they wait before answering the client, filler words, questions they add, pitches that stretch a
 * turn into a monologue. Only the dashboard's history meetings use it (dashboard-plan.ts); the story
 * meetings keep the plain timeline of transcript.ts, which other tests and the e2e seek to.
 */
export type Delivery = {
  /** The seller's words per second (2.6 is the corpus's conversational pace). */
  wordsPerSecond: number;
  /** Seconds of silence before the seller answers the client. */
  pauseBeforeAnswer: number;
  /** Every n-th seller turn carries fillers ("Então, ...", "..., né?"); 0: never. */
  fillerEvery: number;
  /** How many fillers such a turn carries. */
  fillersPerTurn: number;
  /** After every n-th client turn the seller asks one more question and the client answers; 0: never. */
  probeEvery: number;
  /** Every n-th seller turn goes on with a pitch; 0: never. */
  pitchEvery: number;
  /** Every n-th call of theirs ends before anyone agrees on a next step; 0: never. */
  endsEarlyEvery: number;
};

export const deliveries: Partial<Record<AccountKey, Delivery>> = {
  // Comercial: Fernanda listens, asks and closes; Camila rushes, fills and pitches; Diego is slow and hesitant.
  fernanda: {
    wordsPerSecond: 2.5,
    pauseBeforeAnswer: 1.1,
    fillerEvery: 0,
    fillersPerTurn: 0,
    probeEvery: 2,
    pitchEvery: 0,
    endsEarlyEvery: 0,
  },
  totpMfa: {
    wordsPerSecond: 3.2,
    pauseBeforeAnswer: 0.3,
    fillerEvery: 1,
    fillersPerTurn: 2,
    probeEvery: 0,
    pitchEvery: 2,
    endsEarlyEvery: 2,
  },
  emailMfa: {
    wordsPerSecond: 1.9,
    pauseBeforeAnswer: 1.9,
    fillerEvery: 2,
    fillersPerTurn: 1,
    probeEvery: 0,
    pitchEvery: 4,
    endsEarlyEvery: 3,
  },
  leader: {
    wordsPerSecond: 2.7,
    pauseBeforeAnswer: 0.9,
    fillerEvery: 4,
    fillersPerTurn: 1,
    probeEvery: 3,
    pitchEvery: 0,
    endsEarlyEvery: 0,
  },
  // Inside Sales: João talks over the client; Rafael asks the most; Beatriz pitches at length.
  joao: {
    wordsPerSecond: 2.9,
    pauseBeforeAnswer: 0.4,
    fillerEvery: 1,
    fillersPerTurn: 1,
    probeEvery: 0,
    pitchEvery: 1,
    endsEarlyEvery: 2,
  },
  rafael: {
    wordsPerSecond: 2.3,
    pauseBeforeAnswer: 1.3,
    fillerEvery: 0,
    fillersPerTurn: 0,
    probeEvery: 1,
    pitchEvery: 0,
    endsEarlyEvery: 0,
  },
  beatriz: {
    wordsPerSecond: 2.6,
    pauseBeforeAnswer: 1,
    fillerEvery: 5,
    fillersPerTurn: 1,
    probeEvery: 2,
    pitchEvery: 3,
    endsEarlyEvery: 4,
  },
};

const clientWordsPerSecond = 2.6;
/** A call that ends early stops here, before the corpus's conversations agree on their next steps. */
const earlyEndShare = 0.4;
const pauseSeconds = 0.8;

const fillers: ReadonlyArray<(text: string) => string> = [
  (text) => `Então, ${lowerFirst(text)}`,
  (text) => `É... ${lowerFirst(text)}`,
  (text) => text.replace(/\.$/, ', né?'),
  (text) => `Tipo, ${lowerFirst(text)}`,
];
const probes: ReadonlyArray<readonly [string, string]> = [
  ['E como isso aparece no resultado do time hoje?', 'Aparece no fim do mês, quando a meta não fecha.'],
  ['Quem mais participa dessa decisão aí dentro?', 'O financeiro e a diretoria, no fim.'],
  [
    'O que acontece se vocês não resolverem isso neste trimestre?',
    'A gente continua perdendo tempo e dinheiro, basicamente.',
  ],
  ['Pode me dar um exemplo recente disso?', 'Semana passada mesmo aconteceu de novo com um cliente grande.'],
];
const pitches = [
  'Deixa eu explicar melhor como funciona: a plataforma centraliza tudo num painel só, com relatórios automáticos, alertas configuráveis e integração com as ferramentas que vocês já usam no dia a dia.',
  'E tem mais um ponto importante: o nosso time de implantação acompanha vocês nas primeiras semanas, treina os usuários e ajusta os processos até tudo rodar sem depender de planilha.',
];

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const every = (n: number, count: number) => n > 0 && count % n === 0;
const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** The conversation's turns as this seller would say them: fillers, pitches and their extra questions. */
function linesOf(conversation: Conversation, delivery: Delivery, endsEarly: boolean): [Speaker, string][] {
  const lines: [Speaker, string][] = [];
  let sellerTurns = 0;
  let clientTurns = 0;
  const said = endsEarly
    ? conversation.lines.slice(0, Math.ceil(conversation.lines.length * earlyEndShare))
    : conversation.lines;
  for (const [speaker, text] of said) {
    if (speaker !== 'seller') {
      lines.push([speaker, text]);
      clientTurns += 1;
      if (every(delivery.probeEvery, clientTurns)) {
        const [question, answer] = probes[clientTurns % probes.length]!;
        lines.push(['seller', question], [speaker, answer]);
      }
      continue;
    }
    sellerTurns += 1;
    let said = text;
    if (every(delivery.fillerEvery, sellerTurns)) {
      for (let k = 0; k < delivery.fillersPerTurn; k += 1) {
        said = fillers[(sellerTurns + k) % fillers.length]!(said);
      }
    }
    if (every(delivery.pitchEvery, sellerTurns)) said = `${said} ${pitches[sellerTurns % pitches.length]}`;
    lines.push(['seller', said]);
  }
  return lines;
}

/** Lays the conversation on a timeline at the seller's pace, the client's at the corpus's. */
export function deliveredTranscript(
  conversation: Conversation,
  names: Record<Speaker, string>,
  delivery: Delivery,
  endsEarly = false,
  openingSeconds = 12,
): Segment[] {
  let clock = openingSeconds;
  let previous: Speaker | null = null;
  return linesOf(conversation, delivery, endsEarly).map(([speaker, text]) => {
    const seller = speaker === 'seller';
    const answering = seller && previous !== null && previous !== 'seller';
    const start = clock + (previous === null ? 0 : answering ? delivery.pauseBeforeAnswer : pauseSeconds);
    const words = text.split(/\s+/).length;
    const end = start + Math.max(1.5, words / (seller ? delivery.wordsPerSecond : clientWordsPerSecond));
    clock = end;
    previous = speaker;
    return { speaker: names[speaker], startSeconds: round(start), endSeconds: round(end), text };
  });
}
