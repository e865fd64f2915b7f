import {
  defaultShareContent,
  type SharedMeeting,
  type SharedVideo,
  type ShareSettings,
} from '../../../src/api-contract/share.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { transcription } from '../meetings/meeting-detail.fixtures.ts';

/** Share settings, guest meetings and the share endpoints' refusals, for the share tests (transition, model, view). */
export const shareOff: ShareSettings = {
  meetingId: 'meeting-1',
  enabled: false,
  shareId: null,
  passwordSetAt: null,
  content: defaultShareContent,
  expiresOn: null,
  expired: false,
  openCount: 0,
  lastOpenedAt: null,
};

export const shareOn: ShareSettings = {
  meetingId: 'meeting-1',
  enabled: true,
  shareId: 'share-abc',
  passwordSetAt: '2026-03-12T14:00:00.000Z',
  content: defaultShareContent,
  expiresOn: null,
  expired: false,
  openCount: 0,
  lastOpenedAt: null,
};

/** The owner's choices saved: internal notes on, an expiry day, and three openings. */
export const shareChosen: ShareSettings = {
  ...shareOn,
  content: { ...defaultShareContent, internalNotes: true },
  expiresOn: '2026-03-20',
  openCount: 3,
  lastOpenedAt: '2026-03-13T17:30:00.000Z',
};

/** As a new link shows it: no internal notes. */
export const sharedMeeting: SharedMeeting = {
  shareId: 'share-abc',
  companyName: 'Demo Vendas Ltda',
  title: 'Negociação comercial — Construtora Horizonte',
  startTime: '2026-03-12T12:00:00.000Z',
  durationSeconds: 1800,
  participants: [{ name: 'Valéria Souza' }, { name: 'Carlos Lima' }],
  format: 'VIDEO',
  shows: defaultShareContent,
  hasRecording: true,
  segments: transcription.segments,
  summary: { summary: 'O cliente quer a proposta até sexta.', topics: [{ term: 'orçamento', mentions: 2 }] },
  nextSteps: [{ text: 'Enviar a proposta.', speaker: 'Carlos Lima', segmentId: 's3' }],
  internalNotes: null,
};

/** The owner turned the internal notes on. */
export const sharedWithNotes: SharedMeeting = {
  ...sharedMeeting,
  shows: { ...defaultShareContent, internalNotes: true },
  internalNotes: {
    objections: [
      { text: 'Está caro para este trimestre.', speaker: 'Valéria Souza', segmentId: 's2', kind: 'preço' },
    ],
    amounts: [
      { text: 'R$ 10.000,00 por mês.', speaker: 'Carlos Lima', segmentId: 's3', value: 'R$ 10.000,00/mês' },
    ],
    dates: [],
    answers: [
      {
        questionId: 'q1',
        question: 'Qual é o orçamento do cliente?',
        answer: 'O orçamento cobre a implantação.',
        sources: [
          { segmentId: 's2', startSeconds: 8, endSeconds: 15, quote: 'O Orçamento cobre a implantação.' },
        ],
      },
    ],
  },
};

export const sharedWithoutRecording: SharedMeeting = { ...sharedMeeting, hasRecording: false };

export const sharedVideo: SharedVideo = {
  url: 'http://pauta.test/media/share-abc.wav?signature=1',
  expiresAt: '2026-03-12T14:05:00.000Z',
  contentType: 'audio/wav',
};

const apiError = (status: number, message: string) =>
  new HttpError(status, message, { body: { status, title: message, message } });

export const refusedError = apiError(401, 'Link ou senha inválidos.');
export const throttledError = apiError(
  429,
  'Muitas tentativas com senha errada. Aguarde alguns minutos e tente novamente.',
);
export const missingError = apiError(404, 'Esta reunião não tem gravação.');
export const expiredError = apiError(
  410,
  'Este link expirou. Peça um novo link a quem compartilhou a reunião.',
);
export const forbiddenShareError = apiError(
  403,
  'Somente o dono da reunião ou um administrador pode alterá-la.',
);
export const shareNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
/** A server without the share extensions (built to the spec, or API_EXTENSIONS=off): the unknown route's 404. */
export const shareUnavailableError = apiError(404, 'Recurso não encontrado.');
