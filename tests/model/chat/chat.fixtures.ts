import type { ChatCitation, ChatMessage } from '../../../src/api-contract/chat.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** Chat messages, citations and failures for the chat tests (transition, model, view). */
export const citation: ChatCitation = {
  meetingId: 'meeting-1',
  meetingTitle: 'Negociação comercial — Construtora Horizonte',
  segmentId: 's3',
  startSeconds: 20,
  speaker: 'Carlos Lima',
  quote: 'você me manda a proposta do piloto',
};

export const otherMeetingCitation: ChatCitation = {
  meetingId: 'meeting-2',
  meetingTitle: 'Demonstração — Grupo Aurora',
  segmentId: 'segment-9',
  startSeconds: 125.4,
  speaker: 'Marina Alves',
  quote: 'o orçamento só sai em março',
};

export const question: ChatMessage = {
  id: 'message-1',
  role: 'user',
  content: 'Quais os próximos passos?',
  citations: [],
  contextMeetingIds: ['meeting-1'],
  status: 'complete',
  createdAt: '2026-03-12T14:00:00.000Z',
};

export const answer: ChatMessage = {
  id: 'message-2',
  role: 'assistant',
  content: 'Enviar a proposta do piloto [1].',
  citations: [citation],
  contextMeetingIds: ['meeting-1'],
  status: 'complete',
  createdAt: '2026-03-12T14:00:02.000Z',
};

export const failedAnswer: ChatMessage = {
  ...answer,
  id: 'message-3',
  content: 'O serviço de IA não respondeu a tempo.',
  citations: [],
  status: 'failed',
};

export const chatNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
export const chatRefusedError = new HttpError(404, 'Reunião não encontrada.', {
  body: { status: 404, title: 'Não encontrado', message: 'Reunião não encontrada.' },
});
