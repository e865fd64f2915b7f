import type { ServerConfig } from '../../config.ts';
import { openAiCompatibleSpeechToText } from './openai-compatible.ts';
import type { SpeechToText } from './speech-to-text.ts';

export type { SpeechToText } from './speech-to-text.ts';
export { waitingProviderMessage } from './speech-to-text.ts';

/** The configured provider, or undefined: then audio and video wait for one (STT_BASE_URL). */
export function speechToTextFrom(config: Pick<ServerConfig, 'stt'>): SpeechToText | undefined {
  return config.stt ? openAiCompatibleSpeechToText(config.stt) : undefined;
}
