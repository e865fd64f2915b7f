import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';

/** Set only when AI_BASE_URL is. */
export type AiConfig = { baseUrl: string; apiKey: string | undefined; model: string } | undefined;

export const aiConfig = configSlice({
  title: 'AI',
  intro: [
    'Answers, enrichment, template suggestions and transcript improvement come from an embedded extractive AI',
    '(`server/providers/ai`) unless `AI_BASE_URL` names an OpenAI-compatible endpoint',
    '(e.g. `https://api.openai.com/v1` with `AI_API_KEY`). The AI chat (`/api/meeting-chat`) streams its',
    'answers from the same `AI_BASE_URL` (streaming chat completions, only retrieved passages, each claim cited',
    '`[n]`); unset, the embedded chat answers by quoting the passages it finds. Calls per user are limited by',
    '`AI_REQUESTS_PER_MINUTE` ([Abuse limits](#abuse-limits)).',
  ].join('\n'),
  env: z.object({
    AI_BASE_URL: z
      .url()
      .optional()
      .describe(
        'OpenAI-compatible endpoint (e.g. `https://api.openai.com/v1`) for answers, enrichment and transcript improvement; unset keeps the embedded extractive AI.',
      ),
    AI_API_KEY: z.string().optional().describe("The endpoint's API key (a Bearer token)."),
    AI_MODEL: z.string().default('gpt-4o-mini').describe('The model asked for at `AI_BASE_URL`.'),
  }),
  shownDefaults: { AI_BASE_URL: 'the embedded AI' },
  read: (values): AiConfig =>
    values.AI_BASE_URL
      ? { baseUrl: values.AI_BASE_URL.replace(/\/$/, ''), apiKey: values.AI_API_KEY, model: values.AI_MODEL }
      : undefined,
});
