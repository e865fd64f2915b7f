import type { MeetingContent } from '../../../src/machines/meetings/meeting-detail/actors.ts';
import type { Meeting } from '../../../src/api-contract/meeting.ts';
import type { Transcription } from '../../../src/api-contract/transcription.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** Meetings, transcripts and content for the meeting-detail and transcript tests (transition, model, view). */
export function meetingOf(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: 'meeting-1',
    title: 'Negociação comercial — Construtora Horizonte',
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    platform: 'google_meet',
    meetingType: 'EXTERNAL',
    format: 'VIDEO',
    status: 'done',
    exitReason: 'host_ended_call',
    isEnabled: true,
    startTime: '2026-03-12T12:00:00.000Z',
    durationSeconds: 1800,
    participants: [
      { name: 'Valéria Souza', email: 'vendedor@demo.com.br' },
      { name: 'Carlos Lima', email: null },
    ],
    owner: { id: 'user-1', name: 'Valéria Souza', emailAddress: 'vendedor@demo.com.br' },
    teamId: 'team-1',
    templateId: 'template-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    dealContext: null,
    ...overrides,
  };
}

export const transcription: Transcription = {
  id: 'transcription-1',
  meetingId: 'meeting-1',
  status: 'done',
  improvedAt: null,
  updatedAt: '2026-03-12T13:00:00.000Z',
  language: 'pt-BR',
  segments: [
    {
      id: 's1',
      speaker: 'Carlos Lima',
      startSeconds: 0,
      endSeconds: 6,
      text: 'Bom dia, vamos falar do orçamento.',
    },
    {
      id: 's2',
      speaker: 'Valéria Souza',
      startSeconds: 8,
      endSeconds: 15,
      text: 'Claro. O Orçamento cobre a implantação.',
    },
    {
      id: 's3',
      speaker: 'Carlos Lima',
      startSeconds: 20,
      endSeconds: 30,
      text: 'Próximo passo: enviar a proposta.',
    },
  ],
};

export const renamedTranscription: Transcription = {
  ...transcription,
  segments: transcription.segments.map((segment) =>
    segment.speaker === 'Carlos Lima' ? { ...segment, speaker: 'Carlos (cliente)' } : segment,
  ),
};

export const content: MeetingContent = {
  meeting: meetingOf(),
  transcription,
  uploadTranscriptionStatus: null,
  answers: [
    {
      questionId: 'q1',
      question: 'Qual é o orçamento do cliente?',
      answer: 'O orçamento cobre a implantação.',
      sources: [
        { segmentId: 's2', startSeconds: 8, endSeconds: 15, quote: 'O Orçamento cobre a implantação.' },
      ],
    },
    { questionId: 'q2', question: 'Quem decide a compra?', answer: null, sources: [] },
  ],
  enrichment: {
    meetingId: 'meeting-1',
    summary: 'Conversa sobre orçamento e implantação.',
    nextSteps: [{ text: 'Enviar a proposta.', speaker: 'Carlos Lima', segmentId: 's3', startSeconds: 20 }],
    objections: [
      {
        text: 'O Orçamento cobre a implantação.',
        speaker: 'Valéria Souza',
        segmentId: 's2',
        startSeconds: 8,
        kind: 'preço',
      },
    ],
    amounts: [],
    dates: [
      {
        text: 'Próximo passo: enviar a proposta.',
        speaker: 'Carlos Lima',
        segmentId: 's3',
        startSeconds: 20,
        value: 'sexta-feira',
      },
    ],
    topics: [{ term: 'orçamento', mentions: 2 }],
    talkTime: [
      { speaker: 'Carlos Lima', seconds: 16, percentage: 69.6 },
      { speaker: 'Valéria Souza', seconds: 7, percentage: 30.4 },
    ],
    questions: [],
    computedAt: '2026-03-12T13:00:00.000Z',
  },
  coaching: {
    meetingId: 'meeting-1',
    sellerSpeakers: ['Valéria Souza'],
    metrics: {
      talkRatio: 0.3043,
      longestMonologueSeconds: 7,
      longestCustomerStorySeconds: 10,
      sellerQuestions: 0,
      patienceSeconds: 2,
      switchesPerMinute: 4,
      wordsPerMinute: 51.4,
      fillerShare: null,
    },
    moments: [
      { metric: 'wordsPerMinute', startSeconds: 8, endSeconds: 15, speaker: 'Valéria Souza', value: 51.4 },
    ],
  },
  media: {
    url: 'http://localhost/api/files/media/meeting-1/video?expires=1&signature=x',
    expiresAt: '2026-03-12T14:00:00.000Z',
    contentType: 'video/webm',
    kind: 'video',
  },
};

/** An uploaded recording stored without a speech-to-text provider: playable, no transcript. */
export const waitingProviderContent: MeetingContent = {
  meeting: meetingOf({ platform: 'upload' }),
  transcription: null,
  uploadTranscriptionStatus: 'waiting_provider',
  answers: [],
  enrichment: null,
  coaching: null,
  media: { ...content.media!, kind: 'audio', contentType: 'audio/wav' },
};

export const notFoundError = new HttpError(404, 'Reunião não encontrada.', {
  body: { status: 404, title: 'Not Found', message: 'Reunião não encontrada.' },
});
export const forbiddenError = new HttpError(403, 'Forbidden', {
  body: {
    status: 403,
    title: 'Forbidden',
    message: 'Somente o dono da reunião ou um administrador pode alterá-la.',
  },
});
export const networkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
