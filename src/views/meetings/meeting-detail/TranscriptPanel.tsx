import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  selectTranscriptNotice,
  selectTranscriptRef,
} from '../../../machines/meetings/meeting-detail/selectors.ts';
import {
  selectCanEdit,
  selectCanImprove,
  selectEdit,
  selectFailure,
  selectImproveFailed,
  selectIsImproving,
  selectIsSaving,
} from '../../../machines/transcripts/transcript/selectors.ts';
import type { transcriptMachine } from '../../../machines/transcripts/transcript/transcript.machine.ts';
import { Button } from '../../components/Button.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { mediaTwoColumns } from './two-columns.ts';
import { Muted, Section } from './Section.tsx';
import { LineEditor, SpeakerEditor } from './TranscriptEditors.tsx';
import { TranscriptLine, TranscriptLines } from './TranscriptLine.tsx';
import { useTranscriptLines } from '../../hooks/use-transcript-lines.ts';
import { TranscriptSearch } from './TranscriptSearch.tsx';

type TranscriptRef = ActorRefFrom<typeof transcriptMachine>;

export function TranscriptPanel() {
  const { t } = useTranslation();
  const transcript = MeetingDetailContext.useSelector(selectTranscriptRef);
  const notice = MeetingDetailContext.useSelector(selectTranscriptNotice);

  return (
    <Section
      // Wide, the panel takes what the sticky column leaves under the player; its lines scroll inside it.
      css={{ [mediaTwoColumns]: { minHeight: 320 } }}
      title={t('meetingDetail:transcript.title')}
      actions={transcript ? <ImproveButton transcript={transcript} /> : undefined}
    >
      {notice && notice !== 'none' && (
        <output css={{ display: 'block' }}>
          {t(`meetingDetail:transcript.${notice === 'failed' ? 'failedStatus' : notice}`)}
        </output>
      )}
      {notice === 'none' && <Muted>{t('meetingDetail:transcript.none')}</Muted>}
      {transcript && <TranscriptBody transcript={transcript} />}
    </Section>
  );
}

function ImproveButton({ transcript }: { transcript: TranscriptRef }) {
  const { t } = useTranslation();
  const improving = useSelector(transcript, selectIsImproving);
  const canImprove = useSelector(transcript, selectCanImprove);
  return (
    <Button
      variant="secondary"
      disabled={!canImprove}
      onClick={() => transcript.send({ type: 'transcript.improve' })}
    >
      {improving ? t('meetingDetail:transcript.improving') : t('meetingDetail:transcript.improve')}
    </Button>
  );
}

function TranscriptBody({ transcript }: { transcript: TranscriptRef }) {
  const { t } = useTranslation();
  const { lines, lineState } = useTranscriptLines(transcript);
  const canEdit = useSelector(transcript, selectCanEdit);
  const edit = useSelector(transcript, selectEdit);
  const saving = useSelector(transcript, selectIsSaving);
  const failed = useSelector(transcript, (snapshot) => selectFailure(snapshot) !== null);
  const improveFailed = useSelector(transcript, selectImproveFailed);

  const onRenameSpeaker = useCallback(
    (from: string) => transcript.send({ type: 'speaker.rename', from }),
    [transcript],
  );
  const onCorrect = useCallback(
    (segmentId: string) => transcript.send({ type: 'segment.correct', segmentId }),
    [transcript],
  );
  const cancel = () => transcript.send({ type: 'edit.cancel' });

  return (
    <>
      <TranscriptSearch transcript={transcript} />
      {improveFailed && (
        <div role="alert" css={{ display: 'flex', alignItems: 'center', gap: 12, color: 'var(--danger)' }}>
          <span>{t('meetingDetail:transcript.improveFailed')}</span>
          <Button variant="ghost" onClick={() => transcript.send({ type: 'error.dismiss' })}>
            {t('meetingDetail:transcript.dismiss')}
          </Button>
        </div>
      )}
      {edit?.kind === 'speaker' && (
        <SpeakerEditor
          key={`speaker-${edit.from}`}
          speaker={edit.from}
          draft={edit.draft}
          saving={saving}
          failed={failed}
          onSave={(name) => transcript.send({ type: 'speaker.save', name })}
          onCancel={cancel}
        />
      )}
      <TranscriptLines aria-label={t('meetingDetail:transcript.linesLabel')}>
        {lines.map((segment) =>
          edit?.kind === 'segment' && edit.segmentId === segment.id ? (
            <li key={segment.id} css={{ padding: '8px 10px' }}>
              <LineEditor
                draft={edit.draft}
                saving={saving}
                failed={failed}
                onSave={(text) => transcript.send({ type: 'segment.save', text })}
                onCancel={cancel}
              />
            </li>
          ) : (
            <TranscriptLine
              key={segment.id}
              segment={segment}
              {...lineState(segment.id)}
              onRenameSpeaker={canEdit ? onRenameSpeaker : undefined}
              onCorrect={canEdit ? onCorrect : undefined}
            />
          ),
        )}
      </TranscriptLines>
    </>
  );
}
