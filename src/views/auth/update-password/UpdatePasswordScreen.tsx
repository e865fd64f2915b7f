import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import {
  selectUpdateCanRetry,
  selectUpdateFailure,
  selectUpdateIsBusy,
  selectUpdateIsDone,
  selectUpdateSucceeded,
} from '../../../machines/auth/password-update/selectors.ts';
import { selectRouteSession } from '../../../machines/auth/session/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { SessionContext } from '../../contexts/session.ts';
import { AuthAlert, AuthForm, AuthScreen, AuthSuccess } from '../../components/AuthScreen.tsx';
import { UpdatePasswordContext } from './update-password-context.ts';
import { updatePasswordSchema, type UpdatePasswordValues } from './update-password-schema.ts';
import { pathTo } from '../../../domain/route-paths.ts';

const selectResetPassword = (snapshot: Parameters<typeof selectRouteSession>[0]) =>
  selectRouteSession(snapshot).resetPassword;

/** The forced password change, driven by the page's update actor; leaves once the session user is reloaded. */
export function UpdatePasswordScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resetPassword = SessionContext.useSelector(selectResetPassword);
  const update = UpdatePasswordContext.useActorRef();
  const error = UpdatePasswordContext.useSelector(selectUpdateFailure);
  const isBusy = UpdatePasswordContext.useSelector(selectUpdateIsBusy);
  const succeeded = UpdatePasswordContext.useSelector(selectUpdateSucceeded);
  const isDone = UpdatePasswordContext.useSelector(selectUpdateIsDone);
  const canRetry = UpdatePasswordContext.useSelector(selectUpdateCanRetry);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdatePasswordValues>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmation: '' },
  });

  // Wait for the reloaded user too: with resetPassword still set, /meetings would send the user back here.
  if (isDone && !resetPassword) return <Redirect to={pathTo('/meetings')} replace />;

  const submit = handleSubmit((values) =>
    update.send({ type: 'password.submit', oldPassword: values.oldPassword, password: values.password }),
  );
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <AuthScreen title={t('passwordUpdate:title')} subtitle={t('passwordUpdate:subtitle')}>
      {succeeded ? (
        <AuthSuccess>{t('passwordUpdate:success')}</AuthSuccess>
      ) : (
        <AuthForm noValidate onSubmit={submit}>
          {error && <AuthAlert role="alert">{errorText(error)}</AuthAlert>}
          {canRetry ? (
            <Button fullWidth onClick={() => update.send({ type: 'update.retry' })}>
              {t('passwordUpdate:retry')}
            </Button>
          ) : (
            <>
              <TextField
                label={t('passwordUpdate:oldPassword')}
                type="password"
                autoComplete="current-password"
                error={fieldError(errors.oldPassword?.message)}
                {...register('oldPassword')}
              />
              <TextField
                label={t('passwordUpdate:newPassword')}
                type="password"
                autoComplete="new-password"
                error={fieldError(errors.password?.message)}
                {...register('password')}
              />
              <TextField
                label={t('passwordUpdate:confirmPassword')}
                type="password"
                autoComplete="new-password"
                error={fieldError(errors.confirmation?.message)}
                {...register('confirmation')}
              />
              <Button type="submit" fullWidth disabled={isBusy}>
                {isBusy ? t('passwordUpdate:submitting') : t('passwordUpdate:submit')}
              </Button>
            </>
          )}
        </AuthForm>
      )}
    </AuthScreen>
  );
}
