import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectDialogFailure,
  selectIsBusy,
  selectTarget,
} from '../../../machines/people/team-admin/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { TeamAdminContext } from './team-admin-context.ts';

/** Deleting a team asks first and says the meetings stay; the safe choice has the focus. */
export function DeleteTeamDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const actor = TeamAdminContext.useActorRef();
  const target = TeamAdminContext.useSelector(selectTarget);
  const deleting = TeamAdminContext.useSelector(selectIsBusy);
  const failure = TeamAdminContext.useSelector(selectDialogFailure);
  const errorText = useErrorText();
  useEffect(() => keep.current?.focus(), []);
  const close = () => actor.send({ type: 'dialog.close' });
  return (
    <ModalDialog labelledBy={titleId} describedBy={descriptionId} onCancel={close}>
      <h2 id={titleId} css={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
        {t('people:deleteTeamDialog.title', { name: target?.name ?? '' })}
      </h2>
      <p id={descriptionId} css={{ margin: 0 }}>
        {t('people:deleteTeamDialog.description')}
      </p>
      {failure && <Alert role="alert">{errorText(failure)}</Alert>}
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
        <Button ref={keep} variant="secondary" onClick={close}>
          {t('people:deleteTeamDialog.keep')}
        </Button>
        <Button disabled={deleting} onClick={() => actor.send({ type: 'delete.confirm' })}>
          {deleting ? t('people:deleteTeamDialog.working') : t('people:deleteTeamDialog.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
