import { z } from 'zod';
import type { OpenAiSettings } from '../openai-compatible.ts';
import { structuredCompletion } from '../openai-json.ts';
import { questionKey, suggestFromBank } from './embedded.ts';
import type { QuestionSuggester } from './suggester.ts';

const maxSuggestions = 5;
/** Suggestions are read while typing: a slow model is worth less than the embedded bank's answer now. */
const defaultTimeoutMs = 10_000;

const reply = z.object({ suggestions: z.array(z.string()) });

const instructions =
  'Você ajuda vendedores brasileiros a escrever perguntas de descoberta para roteiros de reunião de vendas ' +
  '(BANT, SPIN, GPCTBA/C&I, MEDDIC). Dada a pergunta que o vendedor está digitando, sugira até 5 perguntas em ' +
  'português do Brasil: primeiro versões melhores dela (abertas em vez de sim/não, um assunto por pergunta, ' +
  'neutras, sem induzir a resposta), depois perguntas de continuação. Nunca repita a pergunta digitada.';

/**
 * An OpenAI-compatible chat-completions endpoint (AI_BASE_URL) asked for structured output `{suggestions}`, with the bank's
 * closest questions as examples. When the model fails or answers nothing usable, the embedded suggestions
 * are given instead: a suggestion box that stays empty helps nobody, and its failure is only logged.
 */
export function createOpenAiSuggester(
  settings: OpenAiSettings,
  fallback: QuestionSuggester,
): QuestionSuggester {
  const complete = structuredCompletion(
    { ...settings, timeoutMs: settings.timeoutMs ?? defaultTimeoutMs },
    { temperature: 0.3 },
  );

  async function ask(question: string): Promise<string[]> {
    const examples = suggestFromBank(question);
    const answer = await complete({
      system: instructions,
      user: `Pergunta digitada: ${question}${
        examples.length > 0
          ? `\n\nExemplos de boas perguntas:\n${examples.map((text) => `- ${text}`).join('\n')}`
          : ''
      }`,
      name: 'question_suggestions',
      schema: reply,
    });
    const seen = new Set([questionKey(question)]);
    return answer.suggestions
      .flatMap((text) => {
        const trimmed = text.trim();
        const key = questionKey(trimmed);
        if (!key || seen.has(key)) return [];
        seen.add(key);
        return [trimmed];
      })
      .slice(0, maxSuggestions);
  }

  return {
    name: `openai-compatible:${settings.model}`,
    async suggest(question) {
      try {
        const suggestions = await ask(question);
        if (suggestions.length > 0) return suggestions;
      } catch (error) {
        console.warn('[ai] question suggestions failed, using the embedded ones:', error);
      }
      return fallback.suggest(question);
    },
  };
}
