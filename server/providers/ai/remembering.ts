import type { AiProvider } from './provider.ts';

/**
 * A deterministic AI (the embedded one) that answers a request it already answered from memory. The demo
 * seed analyses many calls whose transcripts are the same (a seller's calls with one client), and the
 * enrichment's rules are the costly part of seeding; the answers are the ones the AI would give again.
 */
export function rememberingAi(ai: AiProvider): AiProvider {
  const answers = new Map<string, ReturnType<AiProvider['answerQuestions']>>();
  const enrichments = new Map<string, ReturnType<AiProvider['enrich']>>();
  // Each caller gets its own copy: nobody's changes reach the next meeting's answer.
  const remembered = <T>(memory: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) => {
    let known = memory.get(key);
    if (!known) memory.set(key, (known = compute()));
    return known.then((value) => structuredClone(value));
  };
  return {
    name: ai.name,
    answerQuestions: (questions, segments) =>
      remembered(answers, JSON.stringify([questions, segments]), () =>
        ai.answerQuestions(questions, segments),
      ),
    enrich: (segments) => remembered(enrichments, JSON.stringify(segments), () => ai.enrich(segments)),
    improveTranscript: (segments, vocabulary) => ai.improveTranscript(segments, vocabulary),
  };
}
