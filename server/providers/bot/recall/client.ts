import type { z } from 'zod';
import {
  createBotBodySchema,
  recallBotPageSchema,
  recallBotSchema,
  recallTranscriptSchema,
  type CreateBotBody,
  type RecallBot,
  type RecallTranscript,
} from './schemas.ts';

export type RecallClientOptions = {
  /** A region's base (https://us-east-1.recall.ai, see https://docs.recall.ai/docs/regions) or the emulator's. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Tests hand an in-process emulator's `request` here; the global fetch otherwise. */
  fetch?: typeof fetch;
};

/** An answer of Recall.ai that was not a success: its HTTP status and what it said. */
export class RecallApiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Recall.ai answered ${status}: ${detail}`);
  }
}

/**
 * Recall.ai's bot API (https://docs.recall.ai/reference): `Authorization: Token <key>` on every call, paths
 * under /api/v1 with their trailing slash, JSON both ways; each answer is checked against its schema.
 */
export function createRecallClient(options: RecallClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const send = options.fetch ?? fetch;

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await send(`${base}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Token ${options.apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new RecallApiError(response.status, (await response.text()).slice(0, 300));
    return response;
  }
  /** A media download URL (pre-signed: no Recall credentials are sent); a long call's file takes a while. */
  async function download(url: string): Promise<Response> {
    const response = await send(url, { signal: AbortSignal.timeout(options.timeoutMs * 30) });
    if (!response.ok || !response.body) throw new RecallApiError(response.status, `download of ${url}`);
    return response;
  }
  const json = async <T>(schema: z.ZodType<T>, response: Response): Promise<T> =>
    schema.parse(await response.json());

  return {
    /** Create Bot: `POST /api/v1/bot/`. */
    async createBot(body: CreateBotBody): Promise<RecallBot> {
      return json(recallBotSchema, await call('POST', '/bot/', createBotBodySchema.parse(body)));
    },
    /** Retrieve Bot: `GET /api/v1/bot/{id}/`. */
    async retrieveBot(botId: string): Promise<RecallBot> {
      return json(recallBotSchema, await call('GET', `/bot/${encodeURIComponent(botId)}/`));
    },
    /** Delete Scheduled Bot: `DELETE /api/v1/bot/{id}/`; refused once the bot started joining. */
    async deleteBot(botId: string): Promise<void> {
      await call('DELETE', `/bot/${encodeURIComponent(botId)}/`);
    },
    /** Remove Bot From Call: `POST /api/v1/bot/{id}/leave_call/`. */
    async leaveCall(botId: string): Promise<void> {
      await call('POST', `/bot/${encodeURIComponent(botId)}/leave_call/`);
    },
    /** List Bots: `GET /api/v1/bot/`, one page at a time (`next` is the following page's URL). */
    async listBots(query: Record<string, string> = {}) {
      return json(recallBotPageSchema, await call('GET', `/bot/?${new URLSearchParams(query)}`));
    },
    download,
    /** The transcript's download, in Recall's JSON (https://docs.recall.ai/docs/download-schemas). */
    async transcript(url: string): Promise<RecallTranscript> {
      return recallTranscriptSchema.parse(await (await download(url)).json());
    },
  };
}

export type RecallClient = ReturnType<typeof createRecallClient>;
