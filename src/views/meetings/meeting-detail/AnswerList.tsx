import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MeetingAnswer } from '../../../api-contract/meeting-detail.ts';
import type { transcriptMachine } from '../../../machines/transcripts/transcript/transcript.machine.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { clock } from './clock.ts';
import { Muted } from './Section.tsx';

const Passage = styled.button(({ theme }) => ({
  display: 'block',
  width: '100%',
  padding: '6px 10px',
  border: 0,
  borderLeft: `3px solid ${theme.colors.primaryMild}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.primarySubtle,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: 14,
  textAlign: 'left',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
}));

/**
 * The template's questions, each answer with the transcript passages it came from; clicking a passage asks
 * the transcript to play there. The meeting page and a shared meeting's guest page show the same list.
 */
export function AnswerList({
  answers,
  transcript,
}: {
  answers: readonly MeetingAnswer[];
  transcript: ActorRefFrom<typeof transcriptMachine> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {answers.some((answer) => answer.byEmbeddedAi) && (
        <Muted role="note">{t('meetingDetail:answers.byEmbeddedAi')}</Muted>
      )}
      <dl css={{ margin: 0, display: 'grid', gap: 16 }}>
        {answers.map((answer) => (
          <div key={answer.questionId}>
            <dt css={{ fontWeight: 700 }}>{answer.question}</dt>
            <dd css={{ margin: '4px 0 0', display: 'grid', gap: 6 }}>
              {answer.answer === null ? (
                <Muted>{t('meetingDetail:answers.noAnswer')}</Muted>
              ) : (
                <p css={{ margin: 0 }}>{answer.answer}</p>
              )}
              {answer.sources.length > 0 && (
                <ul
                  aria-label={`${t('meetingDetail:answers.sources')}: ${answer.question}`}
                  css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}
                >
                  {answer.sources.map((source) => (
                    <li key={`${source.segmentId}-${source.startSeconds}`}>
                      <Passage
                        onClick={() =>
                          transcript?.send({
                            type: 'segment.select',
                            segmentId: source.segmentId,
                            seconds: source.startSeconds,
                          })
                        }
                      >
                        <span css={{ fontVariantNumeric: 'tabular-nums', marginRight: 4 }}>
                          {clock(source.startSeconds)}
                        </span>{' '}
                        “{source.quote}”{' '}
                        <VisuallyHidden>{t('meetingDetail:answers.playSource')}</VisuallyHidden>
                      </Passage>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
