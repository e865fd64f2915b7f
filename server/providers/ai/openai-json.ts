import { z } from 'zod';
import type { OpenAiSettings } from './openai-compatible.ts';

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** One JSON-mode chat completion: the model's reply parsed as JSON; an HTTP failure is an error with its status. */
export type JsonCompletion = (system: string, user: string) => Promise<unknown>;

/** `temperature` 0 by default: answers and facts should not vary between runs; suggestions may. */
export function jsonCompletion(settings: OpenAiSettings, { temperature = 0 } = {}): JsonCompletion {
  return async (system, user) => {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
    });
    if (!response.ok) throw new Error(`AI provider answered ${response.status}: ${await response.text()}`);
    const content = completion.parse(await response.json()).choices[0]!.message.content;
    return JSON.parse(content) as unknown;
  };
}
