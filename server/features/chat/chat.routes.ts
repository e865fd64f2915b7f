import { Hono, type Context } from 'hono';
import type { Domain } from '../index.ts';
import type { ChatQuestion } from './chat.service.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendNdjson } from '../../http/ndjson.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  chatHistorySchema,
  chatMessageBodySchema,
  chatStreamEventSchema,
  chatWithContextsBodySchema,
} from '../../../src/api-contract/chat.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * `/api/meeting-chat`: the caller's conversation about a meeting, and questions whose answers stream as
 * NDJSON. The person stops an answer by aborting the request: the request's signal (or the response
 * stream's cancel) stops the AI, and what it produced is stored as stopped.
 */
export function meetingChatRoutes({ chat }: Pick<Domain, 'chat'>) {
  async function answer(c: Context<ApiEnv>, question: ChatQuestion): Promise<Response> {
    const stop = new AbortController();
    const clientGone = () => stop.abort();
    c.req.raw.signal.addEventListener('abort', clientGone, { once: true });
    const events = await chat.ask(c.get('caller'), c.req.param('meetingId')!, question, stop.signal);
    return sendNdjson(chatStreamEventSchema, events, clientGone);
  }

  return new Hono<ApiEnv>()
    .get('/:meetingId', async (c) =>
      sendParsed(c, chatHistorySchema, await chat.history(c.get('caller'), c.req.param('meetingId'))),
    )
    .post('/:meetingId/message', async (c) =>
      answer(c, await readJson(c, chatMessageBodySchema, 'first-issue')),
    )
    .post('/:meetingId/message/with-contexts', async (c) =>
      answer(c, await readJson(c, chatWithContextsBodySchema, 'first-issue')),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const chatOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/meeting-chat/:meetingId',
    summary: "The caller's conversation about a meeting",
    tag: 'Chat',
    specSection: '7. Calls (Chat)',
    auth: 'user',
    answers: { 200: { description: 'The messages, oldest first', json: chatHistorySchema } },
  },
  {
    method: 'POST',
    path: '/api/meeting-chat/:meetingId/message',
    summary: 'Asks about a meeting; the answer streams as it is written (abort the request to stop it)',
    tag: 'Chat',
    specSection: '7. Calls (Chat)',
    auth: 'user',
    body: { json: chatMessageBodySchema },
    answers: {
      200: {
        description: 'The question, the answer in pieces, then the answer whole',
        ndjson: chatStreamEventSchema,
      },
    },
  },
  {
    method: 'POST',
    path: '/api/meeting-chat/:meetingId/message/with-contexts',
    summary: 'Asks about a meeting and other meetings given as context; streamed like /message',
    tag: 'Chat',
    specSection: '7. Calls (Chat)',
    auth: 'user',
    body: { json: chatWithContextsBodySchema },
    answers: {
      200: {
        description: 'The question, the answer in pieces, then the answer whole',
        ndjson: chatStreamEventSchema,
      },
    },
  },
];
