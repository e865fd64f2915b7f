import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { transcriptMachine } from '../../../../src/machines/transcripts/transcript/transcript.machine.ts';
import { transcription } from '../../../model/meetings/meeting-detail.fixtures.ts';
import type { MeetingAnswer } from '../../../../src/api-contract/meeting-detail.ts';
import { AnswerList } from '../../../../src/views/meetings/meeting-detail/AnswerList.tsx';
import { SummaryFacts } from '../../../../src/views/meetings/meeting-detail/SummaryFacts.tsx';
import { renderView } from '../support/render-app.tsx';

const answer: MeetingAnswer = {
  questionId: 'q1',
  question: 'Qual é o orçamento?',
  answer: 'Oito mil reais por mês.',
  sources: [
    { segmentId: 's16', startSeconds: 137, endSeconds: 145, quote: 'Temos uma verba de até oito mil.' },
  ],
};
const summary = { summary: 'Conversa sobre o CRM.', nextSteps: [], topics: [] };

describe('when the configured AI model failed and the embedded AI answered instead', () => {
  it('the answers say so once, above them', () => {
    renderView(
      <AnswerList
        answers={[
          { ...answer, byEmbeddedAi: true },
          { ...answer, questionId: 'q2', byEmbeddedAi: true },
        ]}
        transcript={undefined}
      />,
    );
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'O modelo de IA configurado não respondeu como esperado; estas respostas são da IA embutida do Pauta.',
    ]);
  });

  it('the summary says so under it', () => {
    renderView(<SummaryFacts summary={{ ...summary, byEmbeddedAi: true }} transcript={undefined} />);
    expect(screen.getByRole('note').textContent).toBe(
      'O modelo de IA configurado não respondeu como esperado; este resumo é da IA embutida do Pauta.',
    );
  });

  it('answers and a summary the model wrote carry no note', () => {
    renderView(
      <>
        <AnswerList answers={[answer]} transcript={undefined} />
        <SummaryFacts summary={summary} transcript={undefined} />
      </>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe("the summary's statements", () => {
  it("carry the chat's citation chips, time and speaker, and a chip plays the line it cites", async () => {
    const transcript = createActor(transcriptMachine, { input: { transcription } }).start();
    renderView(
      <SummaryFacts
        summary={{ ...summary, summary: 'Valéria disse que o orçamento cobre a implantação (00:08).' }}
        transcript={transcript}
      />,
    );
    const chip = screen.getByRole('button', { name: '0:08 · Valéria Souza' });
    expect(chip.closest('p')?.textContent).toBe(
      'Valéria disse que o orçamento cobre a implantação 0:08 · Valéria Souza.',
    );
    await userEvent.click(chip);
    expect(transcript.getSnapshot().context.selectedSegmentId).toBe('s2');
  });
});
