import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectDialogFailure, selectIsBusy } from '../../../machines/people/people-admin/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { PeopleAdminContext } from './people-admin-context.ts';

type PersonDialogProps = {
  /** The namespace's dialog texts: title, description, keep, confirm, working. */
  texts: 'cancelDialog' | 'deactivateDialog' | 'moveDialog';
  title: string;
  description: string;
  /** The form's own fields (the person who receives the meetings). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  onConfirm: () => void;
};

/**
 * A question about one person (cancel their invitation, deactivate them, move their meetings): the safe
 * choice has the focus; a refusal is said inside and keeps what was chosen.
 */
export function PersonDialog({
  texts,
  title,
  description,
  children,
  confirmDisabled = false,
  onConfirm,
}: PersonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const actor = PeopleAdminContext.useActorRef();
  const working = PeopleAdminContext.useSelector(selectIsBusy);
  const failure = PeopleAdminContext.useSelector(selectDialogFailure);
  const errorText = useErrorText();
  useEffect(() => keep.current?.focus(), []);
  const close = () => actor.send({ type: 'dialog.close' });
  return (
    <ModalDialog labelledBy={titleId} describedBy={descriptionId} onCancel={close}>
      <h2 id={titleId} css={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
        {title}
      </h2>
      <p id={descriptionId} css={{ margin: 0 }}>
        {description}
      </p>
      {children}
      {failure && <Alert role="alert">{errorText(failure)}</Alert>}
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
        <Button ref={keep} variant="secondary" onClick={close}>
          {t(`people:${texts}.keep`)}
        </Button>
        <Button disabled={working || confirmDisabled} onClick={onConfirm}>
          {working ? t(`people:${texts}.working`) : t(`people:${texts}.confirm`)}
        </Button>
      </div>
    </ModalDialog>
  );
}
