/*
 * Choosing another template on the meeting page: the picker's write goes through the answers service, and the
 * page (which follows its feed) shows the new answers and the meeting's new template. Only HTTP is replaced.
 */
import { createActor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerTemplateMachine } from '../../../../../src/machines/answers/answer-template/answer-template.machine.ts';
import type { MeetingAnswer } from '../../../../../src/api-contract/meeting-detail.ts';
import type { TemplateSummary } from '../../../../../src/api-contract/template.ts';
import { content, forbiddenError } from '../../../../model/meetings/meeting-detail.fixtures.ts';
import { flush, startMeetingDetail } from './support.ts';

const http = vi.hoisted(() => ({
  getJson: vi.fn<(path: string, ...rest: unknown[]) => Promise<unknown>>(),
  sendJson: vi.fn<(method: string, path: string, ...rest: unknown[]) => Promise<unknown>>(),
}));
vi.mock('../../../../../src/services/http.ts', () => ({ http }));

const spin: TemplateSummary = {
  id: 'template-spin',
  name: 'SPIN Selling',
  isShared: false,
  owner: null,
  questionCount: 1,
  isMine: false,
  mayChange: false,
  isDefault: false,
  usage: { meetings: 0, defaultFor: 0 },
  createdAt: '2026-01-05T12:00:00.000Z',
};
const spinAnswers: MeetingAnswer[] = [
  { questionId: 'q9', question: 'Qual é a situação atual do cliente?', answer: null, sources: [] },
];

function startPageWithPicker() {
  const { actor: page } = startMeetingDetail({
    loadMeeting: async () => content.meeting,
    loadContent: async () => content,
  });
  const picker = createActor(answerTemplateMachine, { input: { meetingId: 'meeting-1' } }).start();
  return { page, picker };
}

describe('choosing a meeting template', () => {
  beforeEach(() => http.getJson.mockReset());

  it('the page shows the chosen template answers and the meeting takes the template', async () => {
    const { page, picker } = startPageWithPicker();
    await vi.waitFor(() => expect(page.getSnapshot().context.content?.answers).toEqual(content.answers));
    http.getJson.mockResolvedValueOnce([spin]);
    picker.send({ type: 'picker.open' });
    await vi.waitFor(() => expect(picker.getSnapshot().value).toBe('ready'));
    expect(http.getJson).toHaveBeenLastCalledWith('templates', expect.anything(), expect.anything());

    http.getJson.mockResolvedValueOnce(spinAnswers);
    http.getJson.mockResolvedValueOnce({ ...content.meeting, templateId: spin.id });
    picker.send({ type: 'template.choose', templateId: spin.id });
    await vi.waitFor(() => expect(picker.getSnapshot().value).toBe('closed'));
    expect(http.getJson).toHaveBeenCalledWith(
      'meetings/admin/load/template',
      expect.anything(),
      expect.objectContaining({ searchParams: { meetingId: 'meeting-1', templateId: spin.id } }),
    );
    expect(page.getSnapshot().context.content?.answers).toEqual(spinAnswers);
    expect(page.getSnapshot().context.meeting?.templateId).toBe(spin.id);
    // The meetings cache reads the meeting back, so every list holds its new template.
    expect(http.getJson).toHaveBeenLastCalledWith('meetings/meeting-1', expect.anything(), expect.anything());
  });

  it('a refused change says why and leaves the answers as they were', async () => {
    const { page, picker } = startPageWithPicker();
    await vi.waitFor(() => expect(page.getSnapshot().context.content).not.toBeNull());
    http.getJson.mockResolvedValueOnce([spin]);
    picker.send({ type: 'picker.open' });
    await vi.waitFor(() => expect(picker.getSnapshot().value).toBe('ready'));
    http.getJson.mockRejectedValueOnce(forbiddenError);
    picker.send({ type: 'template.choose', templateId: spin.id });
    await vi.waitFor(() => expect(picker.getSnapshot().value).toBe('applyFailed'));
    await flush();
    expect(picker.getSnapshot().context.failure?.detail).toBe(
      'Somente o dono da reunião ou um administrador pode alterá-la.',
    );
    expect(page.getSnapshot().context.content?.answers).toEqual(content.answers);
    expect(page.getSnapshot().context.meeting?.templateId).toBe(content.meeting.templateId);
  });
});
