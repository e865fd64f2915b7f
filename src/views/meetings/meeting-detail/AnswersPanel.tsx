import { useTranslation } from 'react-i18next';
import {
  selectAnswersView,
  selectMayChange,
  selectTranscriptRef,
} from '../../../machines/meetings/meeting-detail/selectors.ts';
import { AnswerList } from './AnswerList.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';

/**
 * The template's questions, each answer with the transcript passages it came from (click: play there). Whoever
 * may change the meeting chooses its template here.
 */
export function AnswersPanel() {
  const { t } = useTranslation();
  const view = MeetingDetailContext.useSelector(selectAnswersView);
  const transcript = MeetingDetailContext.useSelector(selectTranscriptRef);
  const mayChange = MeetingDetailContext.useSelector(selectMayChange);
  return (
    <Section title={t('meetingDetail:answers.title')}>
      {mayChange && <TemplatePicker />}
      {view.kind === 'waitingTranscript' && <Muted>{t('meetingDetail:answers.waitingTranscript')}</Muted>}
      {view.kind === 'noQuestions' && <Muted>{t('meetingDetail:answers.none')}</Muted>}
      {view.kind === 'answers' && <AnswerList answers={view.answers} transcript={transcript} />}
    </Section>
  );
}
