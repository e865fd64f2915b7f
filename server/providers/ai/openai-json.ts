import { z } from 'zod';
import type { OpenAiSettings } from './openai-compatible.ts';

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** What one structured completion asks: instructions, the material, and the shape the reply must take. */
export type StructuredRequest<Reply> = {
  system: string;
  user: string;
  /** Names the shape for the provider (`json_schema.name`): letters, digits, `_` and `-`. */
  name: string;
  schema: z.ZodType<Reply>;
};

/**
 * One chat completion asked for structured output (`response_format` `json_schema`, which OpenAI, Ollama and
 * llama.cpp's server all honour) and checked against the same zod schema: the reply is typed, or this throws
 * (an HTTP failure with its status, a timeout, a reply that is not JSON or not that shape).
 */
export type StructuredCompletion = <Reply>(request: StructuredRequest<Reply>) => Promise<Reply>;

const defaultTimeoutMs = 60_000;

/** `temperature` 0 by default: answers and facts should not vary between runs; suggestions may. */
export function structuredCompletion(
  settings: OpenAiSettings,
  { temperature = 0 } = {},
): StructuredCompletion {
  return async ({ system, user, name, schema }) => {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature,
        response_format: {
          type: 'json_schema',
          json_schema: { name, strict: true, schema: jsonSchemaOf(schema) },
        },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? defaultTimeoutMs),
    });
    if (!response.ok) throw new Error(`AI provider answered ${response.status}: ${await response.text()}`);
    const content = completion.parse(await response.json()).choices[0]!.message.content;
    return schema.parse(parsedJson(content));
  };
}

/** Some local models wrap their JSON in a Markdown code fence even when asked for a schema. */
function parsedJson(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  try {
    return JSON.parse(fenced ? fenced[1]! : content);
  } catch {
    throw new Error(`The model's reply is not JSON: ${content.slice(0, 200)}`);
  }
}

/**
 * The schema as the providers read it: draft-07, without the bounds zod puts on every integer (the safe
 * integer range), which say nothing and make llama.cpp's grammar from the schema needlessly large.
 */
function jsonSchemaOf(schema: z.ZodType): unknown {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-7' });
  return JSON.parse(JSON.stringify(json), (key, value: unknown) =>
    (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) ||
    (key === 'maximum' && value === Number.MAX_SAFE_INTEGER)
      ? undefined
      : value,
  );
}
