import type { Template, TemplateSummary } from '../../../src/api-contract/template.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** Templates as the seller sees them, and the template endpoints' refusals, for the templates tests. */
export const ownTemplate: Template = {
  id: 'template-1',
  name: 'Descoberta',
  isShared: false,
  owner: { id: 'user-1', name: 'Lucas Almeida' },
  questionCount: 2,
  isMine: true,
  mayChange: true,
  isDefault: false,
  usage: { meetings: 2, defaultFor: 1 },
  createdAt: '2026-03-12T14:00:00.000Z',
  questions: [
    { id: 'q1', text: 'Como funciona o processo hoje?', position: 1 },
    { id: 'q2', text: 'Quem decide a compra?', position: 2 },
  ],
};

const summaryOf = ({ questions: _questions, ...summary }: Template): TemplateSummary => summary;

export const readyMadeTemplate: Template = {
  ...ownTemplate,
  id: 'template-bant',
  name: 'BANT',
  isShared: true,
  owner: null,
  isMine: false,
  mayChange: false,
  usage: { meetings: 5, defaultFor: 0 },
  questions: [{ id: 'b1', text: 'Qual é o orçamento disponível?', position: 1 }],
  questionCount: 1,
};

export const templateSummaries: TemplateSummary[] = [summaryOf(ownTemplate), summaryOf(readyMadeTemplate)];

export const copyOfReadyMade: Template = {
  ...readyMadeTemplate,
  id: 'template-copy',
  name: 'BANT (cópia)',
  isShared: false,
  owner: { id: 'user-1', name: 'Lucas Almeida' },
  isMine: true,
  mayChange: true,
  usage: { meetings: 0, defaultFor: 0 },
};

export const forbiddenTemplateError = new HttpError(403, 'Somente o dono do modelo pode alterá-lo.', {
  body: { status: 403, title: 'Forbidden', message: 'Somente o dono do modelo pode alterá-lo.' },
});
export const templatesNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
