import type { ServerConfig } from '../../../config.ts';
import { createEmbeddedSuggester } from './embedded.ts';
import { createOpenAiSuggester } from './openai-suggester.ts';
import type { QuestionSuggester } from './suggester.ts';

export type { QuestionSuggester } from './suggester.ts';

/** The OpenAI-compatible model when AI_BASE_URL is set, else the embedded bank of discovery questions. */
export function createQuestionSuggester(config: Pick<ServerConfig, 'ai'>): QuestionSuggester {
  const embedded = createEmbeddedSuggester();
  return config.ai ? createOpenAiSuggester(config.ai, embedded) : embedded;
}
