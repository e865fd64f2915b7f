import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectChosenTemplateId,
  selectFailure,
  selectPickerState,
  selectTemplates,
} from '../../../machines/answers/answer-template/selectors.ts';
import { selectMeeting } from '../../../machines/meetings/meeting-detail/selectors.ts';
import type { TemplateSummary } from '../../../api-contract/template.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Select } from '../../components/Select.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AnswerTemplateContext } from './answer-template-context.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';

const Busy = ({ label }: { label: string }) => (
  <output css={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 14 }}>
    <Spinner aria-hidden size={14} />
    {label}
  </output>
);

/** Choose the template the meeting's questions come from; its answers replace the shown ones. */
export function TemplatePicker() {
  const { t } = useTranslation();
  const id = useId();
  const actor = AnswerTemplateContext.useActorRef();
  const state = AnswerTemplateContext.useSelector(selectPickerState);
  const templates = AnswerTemplateContext.useSelector(selectTemplates);
  const chosenId = AnswerTemplateContext.useSelector(selectChosenTemplateId);
  const failure = AnswerTemplateContext.useSelector(selectFailure);
  const currentId = MeetingDetailContext.useSelector(selectMeeting)?.templateId ?? null;
  const errorText = useErrorText();
  const close = (
    <Button variant="ghost" onClick={() => actor.send({ type: 'picker.close' })}>
      {t('meetingDetail:answers.closePicker')}
    </Button>
  );

  if (state === 'closed') {
    return (
      <div>
        <Button variant="secondary" onClick={() => actor.send({ type: 'picker.open' })}>
          {t('meetingDetail:answers.changeTemplate')}
        </Button>
      </div>
    );
  }
  if (state === 'loading') return <Busy label={t('meetingDetail:answers.loadingTemplates')} />;
  if (state === 'loadFailed') {
    return (
      <Alert role="alert">
        {t('meetingDetail:answers.templatesFailed')} {failure && errorText(failure)}{' '}
        <Button variant="ghost" onClick={() => actor.send({ type: 'templates.retry' })}>
          {t('common:retry')}
        </Button>
        {close}
      </Alert>
    );
  }
  const selectedId = chosenId ?? currentId ?? '';
  const known = templates.some((template) => template.id === selectedId);
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <label htmlFor={id} css={{ fontWeight: 600, fontSize: 14 }}>
          {t('meetingDetail:answers.template')}
        </label>
        <Select
          id={id}
          value={selectedId}
          disabled={state === 'applying'}
          onChange={(event) => actor.send({ type: 'template.choose', templateId: event.target.value })}
        >
          {!known && (
            <option value={selectedId} disabled>
              {selectedId ? t('meetingDetail:answers.otherTemplate') : t('meetingDetail:answers.noTemplate')}
            </option>
          )}
          <TemplateOptions
            label={t('meetingDetail:answers.companyTemplates')}
            templates={templates.filter((template) => template.owner === null)}
          />
          <TemplateOptions
            label={t('meetingDetail:answers.myTemplates')}
            templates={templates.filter((template) => template.owner !== null && template.isMine)}
          />
          <TemplateOptions
            label={t('meetingDetail:answers.sharedTemplates')}
            templates={templates.filter((template) => template.owner !== null && !template.isMine)}
          />
        </Select>
        {state === 'applying' ? <Busy label={t('meetingDetail:answers.applying')} /> : close}
      </div>
      {state === 'applyFailed' && failure && (
        <Alert role="alert">
          {t('meetingDetail:answers.applyFailed')} {errorText(failure)}
        </Alert>
      )}
    </div>
  );
}

function TemplateOptions({ label, templates }: { label: string; templates: TemplateSummary[] }) {
  if (templates.length === 0) return null;
  return (
    <optgroup label={label}>
      {templates.map((template) => (
        <option key={template.id} value={template.id}>
          {template.owner && !template.isMine ? `${template.name} (${template.owner.name})` : template.name}
        </option>
      ))}
    </optgroup>
  );
}
