import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamNameMaxLength } from '../../../api-contract/people.ts';
import {
  selectDialogFailure,
  selectIsBusy,
  selectTarget,
} from '../../../machines/people/team-admin/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TeamAdminContext } from './team-admin-context.ts';
import { teamNameFormSchema } from './team-name-form.ts';

/** Names a new team, or renames one; a refusal (the name taken) keeps what was typed, with the reason. */
export function TeamNameDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const actor = TeamAdminContext.useActorRef();
  const target = TeamAdminContext.useSelector(selectTarget);
  const saving = TeamAdminContext.useSelector(selectIsBusy);
  const failure = TeamAdminContext.useSelector(selectDialogFailure);
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(teamNameFormSchema),
    defaultValues: { name: target?.name ?? '' },
  });
  const error = formState.errors.name?.message;
  const close = () => actor.send({ type: 'dialog.close' });
  return (
    <ModalDialog labelledBy={titleId} onCancel={close}>
      <h2 id={titleId} css={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
        {target
          ? t('people:teamDialog.renameTitle', { name: target.name })
          : t('people:teamDialog.createTitle')}
      </h2>
      <form
        noValidate
        css={{ display: 'grid', gap: 12 }}
        onSubmit={handleSubmit(({ name }) => actor.send({ type: 'naming.submit', name }))}
      >
        <TextField
          label={t('people:teamDialog.name')}
          autoComplete="off"
          maxLength={teamNameMaxLength}
          error={error && t(error)}
          {...register('name')}
        />
        {failure && <Alert role="alert">{errorText(failure)}</Alert>}
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button variant="secondary" onClick={close}>
            {t('people:teamDialog.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('people:teamDialog.saving') : t('people:teamDialog.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
