import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';

/** Set only when AI_BASE_URL is. */
export type AiConfig =
  | {
      baseUrl: string;
      apiKey: string | undefined;
      model: string;
      /** The model's context window in tokens: a transcript that fits is handed over whole. */
      contextTokens: number;
      /** How long one completion may take; unset keeps each use's own limit. */
      timeoutMs?: number;
      /** The endpoint's embedding model, when lines are also to be picked by meaning. */
      embeddingModel?: string;
    }
  | undefined;

export const aiConfig = configSlice({
  title: 'AI',
  intro: [
    'Answers, enrichment, template suggestions and transcript improvement come from an embedded extractive AI',
    '(`server/providers/ai`) unless `AI_BASE_URL` names an OpenAI-compatible endpoint: a hosted one',
    '(`https://api.openai.com/v1` with `AI_API_KEY`) or a model server on your machine that speaks the same API',
    "(Ollama's `http://localhost:11434/v1`, llama.cpp's `llama-server` at `http://localhost:8080/v1`). The model",
    'reads the whole transcript when it fits `AI_CONTEXT_TOKENS` (estimated at about 3 characters a token),',
    "otherwise the lines a retrieval picks from the question's words and the call's structure (commitments,",
    'objections, amounts, dates, replies to questions, each speaker, with their neighbouring lines), and by',
    'meaning when `AI_EMBEDDING_MODEL` names an embedding model at the same endpoint. Answers',
    'and enrichment ask for structured output (`response_format` `json_schema`) and are checked; a claim that',
    "cites no line of the transcript is dropped and counted in the server's log (`[ai] dropped`). When the",
    'model fails (an error, a timeout, an answer that is not the asked JSON) the embedded AI answers instead and',
    'the page says so. The AI chat (`/api/meeting-chat`) streams its answers from the same `AI_BASE_URL`',
    '(streaming chat completions, each claim cited `[n]`); unset, the embedded chat answers from the passages it',
    'finds. Calls per user are limited by `AI_REQUESTS_PER_MINUTE` ([Abuse limits](#abuse-limits)).',
  ].join('\n'),
  env: z.object({
    AI_BASE_URL: z
      .url()
      .optional()
      .describe(
        'OpenAI-compatible endpoint (e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1`) for answers, enrichment, chat and transcript improvement; unset keeps the embedded extractive AI.',
      ),
    AI_API_KEY: z
      .string()
      .optional()
      .describe("The endpoint's API key (a Bearer token); a local model server needs none."),
    AI_MODEL: z
      .string()
      .default('gpt-4o-mini')
      .describe('The model asked for at `AI_BASE_URL` (e.g. `qwen2.5:7b-instruct` on Ollama).'),
    AI_CONTEXT_TOKENS: z.coerce
      .number()
      .int()
      .min(2048)
      .default(16384)
      .describe(
        "The model's context window in tokens (as the model server was started with it, e.g. Ollama's `num_ctx`): a transcript that fits, with the instructions and the reply, is sent whole.",
      ),
    AI_EMBEDDING_MODEL: z
      .string()
      .optional()
      .describe(
        "An embedding model at `AI_BASE_URL`'s `/embeddings` (e.g. `nomic-embed-text` on Ollama, `text-embedding-3-small` hosted): when a transcript does not fit the context, lines near the question in meaning are picked too.",
      ),
    AI_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'How long one model call may take before the embedded AI answers instead; a model on a CPU may need several minutes.',
      ),
  }),
  shownDefaults: {
    AI_BASE_URL: 'the embedded AI',
    AI_TIMEOUT_SECONDS: '60 (answers, enrichment), 120 (chat), 10 (suggestions)',
  },
  read: (values): AiConfig =>
    values.AI_BASE_URL
      ? {
          baseUrl: values.AI_BASE_URL.replace(/\/$/, ''),
          apiKey: values.AI_API_KEY,
          model: values.AI_MODEL,
          contextTokens: values.AI_CONTEXT_TOKENS,
          ...(values.AI_TIMEOUT_SECONDS ? { timeoutMs: values.AI_TIMEOUT_SECONDS * 1000 } : {}),
          ...(values.AI_EMBEDDING_MODEL ? { embeddingModel: values.AI_EMBEDDING_MODEL } : {}),
        }
      : undefined,
});
