import type { ServerConfig } from '../config.ts';
import { createExtractiveAi } from './extractive.ts';
import { createOpenAiCompatibleAi } from './openai-compatible.ts';
import type { AiProvider } from './provider.ts';

export type { AiProvider } from './provider.ts';

/** The OpenAI-compatible adapter when AI_BASE_URL is set, else the embedded extractive AI. */
export function createAiProvider(config: Pick<ServerConfig, 'ai'>): AiProvider {
  return config.ai ? createOpenAiCompatibleAi(config.ai) : createExtractiveAi();
}
