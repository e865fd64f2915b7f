import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { answerTemplateMachine } from '../../../../src/machines/answers/answer-template/answer-template.machine.ts';
import type { botStatusMachine } from '../../../../src/machines/bot/bot-status/bot-status.machine.ts';
import type { MeetingContent } from '../../../../src/machines/meetings/meeting-detail/actors.ts';
import { meetingDetailMachine } from '../../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import type { MeetingViewer } from '../../../../src/domain/meeting-access.ts';
import type { MeetingAnswer } from '../../../../src/api-contract/meeting-detail.ts';
import type { TemplateSummary } from '../../../../src/api-contract/template.ts';
import { AnswerTemplateContext } from '../../../../src/views/meetings/meeting-detail/answer-template-context.ts';
import { AnswersPanel } from '../../../../src/views/meetings/meeting-detail/AnswersPanel.tsx';
import { MeetingDetailContext } from '../../../../src/views/meetings/meeting-detail/meeting-detail-context.ts';
import { forbiddenError, meetingOf } from '../../../model/meetings/meeting-detail.fixtures.ts';
import { templateSummaries } from '../../../model/templates/templates.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

const never = <T,>() => new Promise<T>(() => {});
const summary = (id: string, name: string, extra: Partial<TemplateSummary> = {}): TemplateSummary => ({
  ...templateSummaries[1]!,
  id,
  name,
  ...extra,
});
const templates = [
  summary('template-1', 'BANT'),
  summary('spin', 'SPIN Selling'),
  summary('mine', 'Descoberta técnica', { owner: { id: 'u1', name: 'Ana Souza' }, isMine: true }),
  summary('theirs', 'Renovação', { owner: { id: 'u2', name: 'Bruno Lima' }, isShared: true }),
];

function renderPanel(viewer: MeetingViewer, apply: (templateId: string) => Promise<MeetingAnswer[]>) {
  const detail = meetingDetailMachine.provide({
    actors: {
      loadMeeting: fromPromise(async () => meetingOf()),
      loadContent: fromPromise(() => never<MeetingContent>()),
      botStatus: createMachine({}) as unknown as typeof botStatusMachine,
    },
  });
  const picker = answerTemplateMachine.provide({
    actors: {
      loadTemplates: fromPromise(async () => templates),
      applyTemplate: fromPromise<MeetingAnswer[], { meetingId: string; templateId: string }>(({ input }) =>
        apply(input.templateId),
      ),
    },
  });
  renderView(
    <MeetingDetailContext.Provider logic={detail} options={{ input: { meetingId: 'meeting-1', viewer } }}>
      <AnswerTemplateContext.Provider logic={picker} options={{ input: { meetingId: 'meeting-1' } }}>
        <AnswersPanel />
      </AnswerTemplateContext.Provider>
    </MeetingDetailContext.Provider>,
  );
}

describe('template picker on the meeting page', () => {
  it('is not offered to someone who may not change the meeting', async () => {
    renderPanel({ userId: 'leader-1', isAdmin: false }, () => never());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Trocar modelo' })).toBeNull();
  });

  it('the owner picks another template among the grouped ones; a refusal says why', async () => {
    const apply = vi.fn<(templateId: string) => Promise<MeetingAnswer[]>>(() =>
      Promise.reject(forbiddenError),
    );
    renderPanel({ userId: meetingOf().owner.id, isAdmin: false }, apply);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Trocar modelo' }));
    const select = (await screen.findByLabelText('Modelo')) as HTMLSelectElement;
    expect(select.value).toBe('template-1');
    expect(screen.getByRole('group', { name: 'Prontos da empresa' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Renovação (Bruno Lima)' })).toBeTruthy();
    await user.selectOptions(select, 'spin');
    expect(apply).toHaveBeenCalledWith('spin');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Somente o dono da reunião ou um administrador pode alterá-la.',
    );
    // The meeting keeps its template.
    expect((screen.getByLabelText('Modelo') as HTMLSelectElement).value).toBe('template-1');
  });
});
