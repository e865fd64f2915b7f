import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { passwordUpdateMachine } from '../../../machines/password-update/password-update.machine.ts';
import {
  selectUpdateCanRetry,
  selectUpdateError,
  selectUpdateIsBusy,
  selectUpdateIsDone,
  selectUpdateSucceeded,
} from '../../../machines/password-update/selectors.ts';
import { selectRouteSession } from '../../../machines/session/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { SessionContext } from '../../contexts/session.ts';
import { AuthAlert, AuthForm, AuthScreen, AuthSuccess } from '../../components/AuthScreen.tsx';
import type { PageWithLogic } from '../sso/page-logic.ts';
import { updatePasswordSchema, type UpdatePasswordValues } from './update-password-schema.ts';

const selectResetPassword = (snapshot: Parameters<typeof selectRouteSession>[0]) =>
  selectRouteSession(snapshot).resetPassword;

/** /update-password: forced while the user's resetPassword is set; continues to /meetings once it is not. */
export default function UpdatePasswordPage({
  logic = passwordUpdateMachine,
}: PageWithLogic<typeof passwordUpdateMachine>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = SessionContext.useActorRef();
  const resetPassword = SessionContext.useSelector(selectResetPassword);
  const update = useActorRef(logic, { input: { session } });
  const error = useSelector(update, selectUpdateError);
  const isBusy = useSelector(update, selectUpdateIsBusy);
  const succeeded = useSelector(update, selectUpdateSucceeded);
  const isDone = useSelector(update, selectUpdateIsDone);
  const canRetry = useSelector(update, selectUpdateCanRetry);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdatePasswordValues>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmation: '' },
  });

  // Wait for the reloaded user too: with resetPassword still set, /meetings would send the user back here.
  if (isDone && !resetPassword) return <Redirect to="/meetings" replace />;

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
