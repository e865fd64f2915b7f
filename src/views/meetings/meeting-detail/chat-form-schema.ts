import { z } from 'zod';
import { chatMessageBodySchema } from '../../../api-contract/chat.ts';

/*
 * The chat's question box, checked as the server checks a question (src/api-contract/chat.ts: trimmed, not
 * blank, at most chatQuestionMaxLength, which the field's maxLength also holds). A blank question is not sent
 * and nothing is said about it: the send button stays disabled, so no message is shown.
 */
export const chatQuestionFormSchema = z.object({ text: chatMessageBodySchema.shape.content });
