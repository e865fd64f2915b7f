import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectAddMeetingFailure,
  selectIsSubmitting,
} from '../../../../machines/meetings/add-meeting/selectors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { useErrorText } from '../../../components/AppErrorText.tsx';
import { Button } from '../../../components/Button.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { AddMeetingContext } from '../../../contexts/meeting-list.ts';
import {
  addMeetingFormSchema,
  defaultMeetingTime,
  type AddMeetingFormOutput,
  type AddMeetingFormValues,
} from './add-meeting-form-schema.ts';

const Row = styled.div({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 });
const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', gap: 8 });

/**
 * The add-meeting form, shown while its actor is open. It stays mounted while the request runs and after a
 * failure, so nothing typed is lost; a created meeting closes it (the meetings cache has told the list).
 */
export function AddMeetingDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const actor = AddMeetingContext.useActorRef();
  const isSubmitting = AddMeetingContext.useSelector(selectIsSubmitting);
  const serverError = AddMeetingContext.useSelector(selectAddMeetingFailure);
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<AddMeetingFormValues, unknown, AddMeetingFormOutput>({
    resolver: zodResolver(addMeetingFormSchema),
    defaultValues: { meetingUrl: '', title: '', ...defaultMeetingTime() },
  });

  useEffect(() => {
    setFocus('meetingUrl');
  }, [setFocus]);
  const close = () => actor.send({ type: 'form.close' });

  const submit = handleSubmit((meeting) => actor.send({ type: 'meeting.submit', meeting }));
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <ModalDialog labelledBy={titleId} onCancel={close}>
      <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
        {t('addMeeting:title')}
      </h2>
      <p css={{ margin: 0, fontSize: 14 }}>{t('addMeeting:description')}</p>
      <form noValidate onSubmit={submit} css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {serverError && <Alert role="alert">{errorText(serverError)}</Alert>}
        <TextField
          label={t('addMeeting:link')}
          type="url"
          inputMode="url"
          placeholder={t('addMeeting:linkPlaceholder')}
          error={fieldError(errors.meetingUrl?.message)}
          {...register('meetingUrl')}
        />
        <TextField
          label={t('addMeeting:meetingTitle')}
          error={fieldError(errors.title?.message)}
          {...register('title')}
        />
        <Row>
          <TextField
            label={t('addMeeting:date')}
            type="date"
            error={fieldError(errors.date?.message)}
            {...register('date')}
          />
          <TextField
            label={t('addMeeting:time')}
            type="time"
            error={fieldError(errors.time?.message)}
            {...register('time')}
          />
        </Row>
        <Actions>
          <Button variant="secondary" onClick={close}>
            {t('addMeeting:cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('addMeeting:submitting') : t('addMeeting:submit')}
          </Button>
        </Actions>
      </form>
    </ModalDialog>
  );
}
