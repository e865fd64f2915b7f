import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteBatchMax } from '../../../api-contract/people.ts';
import {
  selectDialogFailure,
  selectInviteResult,
  selectIsBusy,
  selectTeams,
} from '../../../machines/people/people-admin/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { Select } from '../../components/Select.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { entryText, inviteFormSchema, inviteOf, readInvitees, unnamedOf } from './invite-form.ts';
import { PeopleAdminContext } from './people-admin-context.ts';

const labelCss = { fontSize: 14, fontWeight: 600 } as const;

/**
 * One or many e-mails pasted, optionally a team to join. The answer says who was invited and why each other
 * address was refused; the refused addresses stay in the field to correct and send again.
 */
export function InviteDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const emailsId = useId();
  const hintId = useId();
  const teamId = useId();
  const actor = PeopleAdminContext.useActorRef();
  const teams = PeopleAdminContext.useSelector(selectTeams);
  const sending = PeopleAdminContext.useSelector(selectIsBusy);
  const failure = PeopleAdminContext.useSelector(selectDialogFailure);
  const errorText = useErrorText();
  const { register, handleSubmit, setValue, getValues, control, formState } = useForm({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { emails: '', teamId: '' },
  });
  useEffect(() => {
    // The refused stay in the field as they were written (with their names), to correct and send again.
    const subscription = actor.on('invite.answered', ({ refused }) => {
      const kept = readInvitees(getValues('emails')).invitees.filter(({ email }) => refused.includes(email));
      setValue('emails', kept.map(entryText).join('\n'));
    });
    return () => subscription.unsubscribe();
  }, [actor, setValue, getValues]);
  const { invitees, invalid } = readInvitees(useWatch({ control, name: 'emails' }));
  const unnamed = unnamedOf(invitees);
  const error = formState.errors.emails?.message;
  const close = () => actor.send({ type: 'invite.close' });
  const submit = handleSubmit((values) =>
    actor.send({
      type: 'invite.submit',
      ...inviteOf(readInvitees(values.emails).invitees, values.teamId || null),
    }),
  );
  return (
    <ModalDialog labelledBy={titleId} onCancel={close} width={600}>
      <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
        {t('people:inviteDialog.title')}
      </h2>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
        <div css={{ display: 'grid', gap: 4 }}>
          <label htmlFor={emailsId} css={labelCss}>
            {t('people:inviteDialog.emails')}
          </label>
          <p id={hintId} css={{ margin: 0, fontSize: 13 }}>
            {t('people:inviteDialog.emailsHint')}
          </p>
          <TextArea
            id={emailsId}
            rows={5}
            invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={hintId}
            {...register('emails')}
          />
          {invitees.length > 0 && (
            <p css={{ margin: 0, fontSize: 13 }}>
              {t('people:inviteDialog.count', { count: invitees.length })}
            </p>
          )}
          {invalid.length > 0 ? (
            <AddressList title={t('people:inviteDialog.invalid')} addresses={invalid} />
          ) : unnamed.length > 0 && error ? (
            <AddressList
              title={t('people:inviteDialog.unnamed')}
              addresses={unnamed.map((invitee) => invitee.email)}
            />
          ) : (
            error && <Alert role="alert">{t(error, { max: inviteBatchMax })}</Alert>
          )}
        </div>
        <div css={{ display: 'grid', gap: 4 }}>
          <label htmlFor={teamId} css={labelCss}>
            {t('people:inviteDialog.team')}
          </label>
          <Select id={teamId} {...register('teamId')}>
            <option value="">{t('people:inviteDialog.noTeam')}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </Select>
        </div>
        {failure && (
          <Alert role="alert">{t('people:inviteDialog.failed', { message: errorText(failure) })}</Alert>
        )}
        <InviteAnswer />
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button variant="secondary" onClick={close}>
            {t('people:inviteDialog.close')}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? t('people:inviteDialog.sending') : t('people:inviteDialog.send')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** What must change before sending, each address on its own line. */
function AddressList({ title, addresses }: { title: string; addresses: string[] }) {
  return (
    <div role="alert" css={{ fontSize: 13 }}>
      <p css={{ margin: 0 }}>{title}</p>
      <ul css={{ margin: 0, paddingLeft: 20 }}>
        {addresses.map((address) => (
          <li key={address}>{address}</li>
        ))}
      </ul>
    </div>
  );
}

function InviteAnswer() {
  const { t } = useTranslation();
  const result = PeopleAdminContext.useSelector(selectInviteResult);
  if (!result) return null;
  return (
    <output css={{ display: 'grid', gap: 8, fontSize: 14 }}>
      {result.invited.length > 0 && (
        <div>
          <p css={{ margin: 0, fontWeight: 600 }}>
            {t('people:inviteDialog.invited', { count: result.invited.length })}
          </p>
          <ul css={{ margin: 0, paddingLeft: 20 }}>
            {result.invited.map((person) => (
              <li key={person.id}>{person.emailAddress}</li>
            ))}
          </ul>
        </div>
      )}
      {result.refused.length > 0 && (
        <div>
          <p css={{ margin: 0, fontWeight: 600 }}>
            {t('people:inviteDialog.refused', { count: result.refused.length })}
          </p>
          <ul css={{ margin: 0, paddingLeft: 20 }}>
            {result.refused.map((refusal) => (
              <li key={refusal.email}>
                {refusal.email}: {refusal.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </output>
  );
}
