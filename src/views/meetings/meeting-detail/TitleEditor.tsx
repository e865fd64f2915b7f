import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSelector } from '@xstate/react';
import {
  selectActionsState,
  selectFailure,
  selectTitleDraft,
  type MeetingActionsRef,
} from '../../../machines/meetings/meeting-actions/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { LiveStatus } from '../../components/LiveStatus.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';

/** The inline title form; it starts from the draft, so a failed save shows the user's own text again. */
export function TitleEditor({ actions: actor }: { actions: MeetingActionsRef }) {
  const { t } = useTranslation();
  const draft = useSelector(actor, selectTitleDraft);
  const saving = useSelector(actor, (snapshot) => selectActionsState(snapshot) === 'savingTitle');
  const failure = useSelector(actor, selectFailure);
  const errorText = useErrorText();
  const schema = z.object({
    title: z.string().trim().min(1, t('meetingDetail:header.titleRequired')).max(200),
  });
  const { register, handleSubmit, formState, setFocus } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { title: draft },
  });
  // The field replaces the heading the user just chose to edit: their focus goes with it.
  useEffect(() => setFocus('title'), [setFocus]);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ title }) => actor.send({ type: 'title.save', title }))}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}
    >
      <div css={{ flex: '1 1 320px' }}>
        <TextField
          label={t('meetingDetail:header.titleLabel')}
          readOnly={saving}
          error={formState.errors.title?.message}
          {...register('title')}
        />
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? t('meetingDetail:transcript.saving') : t('meetingDetail:header.saveTitle')}
      </Button>
      <Button variant="ghost" disabled={saving} onClick={() => actor.send({ type: 'title.cancel' })}>
        {t('meetingDetail:header.cancelEdit')}
      </Button>
      <LiveStatus text={saving ? t('meetingDetail:transcript.saving') : null} />
      {failure && !saving && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0, color: 'var(--danger)' }}>
          {t('meetingDetail:header.titleSaveFailed')} ({errorText(failure)})
        </p>
      )}
    </form>
  );
}
