import type { ServerConfig } from '../../config.ts';
import type { ChatAi } from './chat/chat-ai.ts';
import { createEmbeddedChatAi } from './chat/embedded.ts';
import { createOpenAiChatAi } from './chat/openai-chat.ts';
import { createExtractiveAi } from './extractive.ts';
import { createOpenAiCompatibleAi } from './openai-compatible.ts';
import type { AiProvider } from './provider.ts';

export type { AiProvider } from './provider.ts';

/** The OpenAI-compatible adapter when AI_BASE_URL is set, else the embedded extractive AI. */
export function createAiProvider(config: Pick<ServerConfig, 'ai'>): AiProvider {
  return config.ai ? createOpenAiCompatibleAi(config.ai) : createExtractiveAi();
}

/** Chat about meetings: the OpenAI-compatible streaming adapter when AI_BASE_URL is set, else the embedded one. */
export function createChatAi(config: Pick<ServerConfig, 'ai'>): ChatAi {
  return config.ai ? createOpenAiChatAi(config.ai) : createEmbeddedChatAi();
}
