import type { Enrichment } from '../../../src/api-contract/meeting-detail.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { EnrichmentDraft } from './provider.ts';
import { findSignals, type Signal, type SignalKind } from './signals/index.ts';
import { contentStems, sentences, words } from './text.ts';
import { writtenSummary } from './writing/summary.ts';
import { writtenNextSteps, writtenObjections } from './writing/said-facts.ts';

/**
 * Words said a lot in any call that name no subject: numbers in words, time words, and everyday verbs
 * ("fica", "preciso", "mostrar"). The stop-word list already drops the grammar words.
 */
const notTopics =
  topicKeys(`dois duas tres quatro cinco seis sete oito nove dez onze doze treze quinze vinte trinta quarenta
  cinquenta sessenta setenta oitenta noventa cem cento duzentos trezentos mil milhao pelo pela passa certo
  hoje tempo dia dias semana semanas mes meses ano anos vez vezes parte pessoal conversa fica ficam ficar
  preciso precisa precisam mostrar queria quer diria consigo inclui tarde noite sentido ideia verdade exemplo
  forma jeito caso coisa obrigado ótima ótimo conversa pessoal vende vendem compra paga custa usa quer sabe acha
  manda volta`);
/** Conjugated verbs ("ofereceu", "usamos", "montando") and infinitives are actions, not subjects. */
const verbForm = /(?:ando|endo|indo|amos|emos|imos|aram|eram|iram|ava|avam|ou|eu|iu|ar|er|ir)$/;
const topicCount = 6;

/** Summary, next steps, objections, amounts, dates, topics, talk time and questions, all taken from what was said. */
export function computeEnrichment(
  meetingId: string,
  segments: TranscriptSegment[],
  now = new Date(),
): Enrichment {
  return { meetingId, ...draftEnrichment(segments), computedAt: now.toISOString() };
}

/** What the rules and the sentences of a transcript give, before it is tied to a meeting. */
export function draftEnrichment(segments: TranscriptSegment[]): EnrichmentDraft {
  const signals = findSignals(segments);
  return {
    summary: writtenSummary(segments, signals),
    nextSteps: writtenNextSteps(segments, said(signals, 'nextStep')),
    objections: writtenObjections(segments, said(signals, 'objection')),
    amounts: valued(signals, 'amount'),
    dates: valued(signals, 'date'),
    topics: topics(segments),
    talkTime: talkTime(segments),
    questions: segments.flatMap((segment) =>
      sentences(segment.text)
        .filter((sentence) => sentence.endsWith('?'))
        .map((text) => ({ text, speaker: segment.speaker, segmentId: segment.id })),
    ),
  };
}

function said(signals: Signal[], kind: SignalKind) {
  return signals
    .filter((signal) => signal.kind === kind)
    .map(({ text, speaker, segmentId, startSeconds, value }) => ({
      text,
      speaker,
      segmentId,
      startSeconds,
      ...(value === undefined ? {} : { value }),
    }));
}

/** Amounts or dates, each said value once (its first mention), so a repeated price is listed once. */
function valued(signals: Signal[], kind: 'amount' | 'date') {
  const seen = new Set<string>();
  return said(signals, kind).flatMap(({ value = '', ...rest }) => {
    if (seen.has(value)) return [];
    seen.add(value);
    return [{ ...rest, value }];
  });
}

function talkTime(segments: TranscriptSegment[]): Enrichment['talkTime'] {
  const seconds = new Map<string, number>();
  for (const segment of segments) {
    seconds.set(
      segment.speaker,
      (seconds.get(segment.speaker) ?? 0) + Math.max(0, segment.endSeconds - segment.startSeconds),
    );
  }
  const total = [...seconds.values()].reduce((sum, value) => sum + value, 0);
  return [...seconds]
    .map(([speaker, spoken]) => ({
      speaker,
      seconds: Math.round(spoken * 10) / 10,
      percentage: total > 0 ? Math.round((spoken / total) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** The most repeated meaningful nouns, named by their most common spelling; speakers' names left out. */
function topics(segments: TranscriptSegment[]): Enrichment['topics'] {
  const names = new Set([
    ...segments.flatMap((segment) => [...topicKeys(segment.speaker)]),
    ...namesSaid(segments),
  ]);
  const counts = new Map<string, { mentions: number; spellings: Map<string, number> }>();
  for (const segment of segments) {
    for (const word of segment.text.match(/\p{L}[\p{L}-]*/gu) ?? []) {
      const [plain] = words(word);
      if (!plain || plain.length < 4 || verbForm.test(plain)) continue;
      const [key] = topicKeys(word);
      if (!key || names.has(key) || notTopics.has(key)) continue;
      const entry = counts.get(key) ?? { mentions: 0, spellings: new Map() };
      entry.mentions += 1;
      const spelling = word.toLocaleLowerCase('pt-BR');
      entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .filter((entry) => entry.mentions >= 2)
    .sort((a, b) => b.mentions - a.mentions)
    .slice(0, topicCount)
    .map((entry) => ({
      term: [...entry.spellings].sort((a, b) => b[1] - a[1])[0]![0],
      mentions: entry.mentions,
    }));
}

/** Stems that name a topic; "obra" and "obras" are one. */
function topicKeys(text: string): Set<string> {
  return new Set(contentStems(text).map((stem) => stem.replace(/s$/, '')));
}

/**
 * Words always written capitalised and never at a sentence's start ("o Tiago", "com o Fernando"): people
 * named in the call, not subjects. Acronyms ("LGPD", "API") are subjects and stay.
 */
function namesSaid(segments: TranscriptSegment[]): Set<string> {
  const capitalised = new Set<string>();
  const lower = new Set<string>();
  for (const segment of segments) {
    for (const sentence of sentences(segment.text)) {
      const found = sentence.match(/\p{L}+/gu) ?? [];
      found.forEach((word, index) => {
        if (/^\p{Lu}\p{Ll}+$/u.test(word)) {
          if (index > 0) capitalised.add(word.toLocaleLowerCase('pt-BR'));
        } else lower.add(word.toLocaleLowerCase('pt-BR'));
      });
    }
  }
  return new Set([...capitalised].filter((word) => !lower.has(word)).flatMap((word) => [...topicKeys(word)]));
}
