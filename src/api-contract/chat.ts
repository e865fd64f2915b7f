/*
 * AI chat about one meeting or many (spec sections 3 and 7, Chat). Conversations are kept per user and
 * meeting. An answer streams as NDJSON (`application/x-ndjson`): one `chatStreamEventSchema` per line, so the
 * browser shows it while it is produced and can stop it by aborting the request.
 */
import { z } from 'zod';

export const chatQuestionMaxLength = 2000;
/** More meetings than this in one question would make the answer a list, not an answer. */
export const chatContextMaxMeetings = 50;

/** A moment of a meeting an answer relies on; `[n]` in the answer's text is `citations[n - 1]`. */
export const chatCitationSchema = z.object({
  meetingId: z.string(),
  meetingTitle: z.string(),
  segmentId: z.string(),
  startSeconds: z.number().nonnegative(),
  speaker: z.string(),
  quote: z.string(),
});
export type ChatCitation = z.infer<typeof chatCitationSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(chatCitationSchema),
  /** The meetings the question was asked about; just the chat's meeting for a one-meeting chat. */
  contextMeetingIds: z.array(z.string()),
  /** stopped: the person stopped it, content is what was produced; failed: content is the reason. */
  status: z.enum(['complete', 'stopped', 'failed']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /api/meeting-chat/{meetingId}`: the caller's conversation about that meeting, oldest first. */
export const chatHistorySchema = z.array(chatMessageSchema);

// Every refusal has a Portuguese message (types included), so the server answers a bad body with the first
// one (readJson 'first-issue') and the person reads what to fix. Messages only: the shapes are unchanged.
const questionSchema = z
  .string({ error: 'Escreva uma pergunta.' })
  .trim()
  .min(1, 'Escreva uma pergunta.')
  .max(chatQuestionMaxLength, `A pergunta pode ter no máximo ${chatQuestionMaxLength} caracteres.`);

/** Body of `POST /api/meeting-chat/{meetingId}/message`. */
export const chatMessageBodySchema = z.object(
  { content: questionSchema },
  { error: 'Envie a pergunta como um objeto JSON: {"content": "..."}.' },
);
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/** Body of `POST /api/meeting-chat/{meetingId}/message/with-contexts`. */
export const chatWithContextsBodySchema = z.object(
  {
    content: questionSchema,
    contextMeetingIds: z
      .array(z.string({ error: 'Reunião inválida.' }).min(1, 'Reunião inválida.'), {
        error: 'Escolha as reuniões da pergunta (uma lista de ids).',
      })
      .min(1, 'Escolha pelo menos uma reunião.')
      .max(chatContextMaxMeetings, `Escolha no máximo ${chatContextMaxMeetings} reuniões.`),
  },
  { error: 'Envie a pergunta como um objeto JSON: {"content": "...", "contextMeetingIds": [...]}.' },
);
export type ChatWithContextsBody = z.infer<typeof chatWithContextsBodySchema>;

/**
 * One line of a streamed answer: first the stored question, then pieces of the answer as they are
 * produced, then the stored answer (complete, or failed with the reason in Portuguese).
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), message: chatMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('answer'), message: chatMessageSchema }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
