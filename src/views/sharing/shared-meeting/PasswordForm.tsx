import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  selectCanSubmitPassword,
  selectFailure,
  selectPageState,
  selectPassword,
} from '../../../machines/sharing/shared-meeting/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { TextField } from '../../components/TextField.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';

/** Locked, checking, throttled or revoked: the one password field, and why it is asked again. */
export function PasswordForm() {
  const { t } = useTranslation();
  const actor = SharedMeetingContext.useActorRef();
  const state = SharedMeetingContext.useSelector(selectPageState);
  const canSubmit = SharedMeetingContext.useSelector(selectCanSubmitPassword);
  const failure = SharedMeetingContext.useSelector(selectFailure);
  const password = SharedMeetingContext.useSelector(selectPassword);
  const errorText = useErrorText();
  const schema = z.object({ password: z.string().min(1, t('share:guest.passwordRequired')) });
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password },
  });
  return (
    <Card css={{ maxWidth: 480, margin: '0 auto', display: 'grid', gap: 16 }}>
      <PageTitle>{t('pages:titles.sharedMeeting')}</PageTitle>
      <p css={{ margin: 0 }}>{t('share:guest.intro')}</p>
      {failure && <Alert role="alert">{errorText(failure)}</Alert>}
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          actor.send({ type: 'password.submit', password: values.password }),
        )}
        css={{ display: 'grid', gap: 12 }}
      >
        <TextField
          type="password"
          autoComplete="off"
          label={t('share:guest.passwordLabel')}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" disabled={!canSubmit}>
          {state === 'checking' ? t('share:guest.checking') : t('share:guest.submit')}
        </Button>
      </form>
    </Card>
  );
}
