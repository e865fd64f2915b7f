import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectIsAddingPasskey,
  selectPasskeyFailure,
  selectPasskeys,
  selectIsBusy,
} from '../../../machines/auth/account-security/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { LiveStatus } from '../../components/LiveStatus.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatDate } from './format-date.ts';
import { AccountSecurityContext } from './account-security-context.ts';
import { passkeyFormSchema, type PasskeyFormValues } from './security-forms.ts';

/** The person's passkeys: add one (named, or not), remove one. */
export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const actor = AccountSecurityContext.useActorRef();
  const passkeys = AccountSecurityContext.useSelector(selectPasskeys);
  const busy = AccountSecurityContext.useSelector(selectIsBusy);
  const adding = AccountSecurityContext.useSelector(selectIsAddingPasskey);
  const failure = AccountSecurityContext.useSelector(selectPasskeyFailure);
  const errorText = useErrorText();
  const { register, handleSubmit } = useForm<PasskeyFormValues>({
    resolver: zodResolver(passkeyFormSchema),
    defaultValues: { name: '' },
  });

  return (
    <Card as="section" css={{ display: 'grid', gap: 12 }} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" css={{ margin: 0, fontSize: 17 }}>
        {t('accountSecurity:passkeys.title')}
      </h2>
      <p css={{ margin: 0, fontSize: 14 }}>{t('accountSecurity:passkeys.help')}</p>
      {passkeys.length === 0 ? (
        <p css={{ margin: 0 }}>{t('accountSecurity:passkeys.empty')}</p>
      ) : (
        <ul
          aria-label={t('accountSecurity:passkeys.listLabel')}
          css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}
        >
          {passkeys.map((passkey) => {
            const name = passkey.name ?? t('accountSecurity:passkeys.defaultName');
            return (
              <li key={passkey.id} css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
                <span css={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{name}</strong>
                  <br />
                  <span css={{ fontSize: 13 }}>
                    {t('accountSecurity:passkeys.createdAt', {
                      date: formatDate(passkey.createdAt, i18n.language),
                    })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t('accountSecurity:passkeys.removeLabel', { name })}
                  onClick={() => actor.send({ type: 'passkey.remove', id: passkey.id })}
                >
                  {t('accountSecurity:passkeys.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        css={{ display: 'flex', alignItems: 'flex-end', gap: 8, flexWrap: 'wrap' }}
        onSubmit={handleSubmit(({ name }) => actor.send({ type: 'passkey.add', name: name.trim() }))}
      >
        <div css={{ flex: '1 1 240px' }}>
          <TextField
            label={t('accountSecurity:passkeys.nameLabel')}
            placeholder={t('accountSecurity:passkeys.namePlaceholder')}
            maxLength={60}
            {...register('name')}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t('accountSecurity:passkeys.add')}
        </Button>
      </form>
      {failure && <Alert role="alert">{errorText(failure)}</Alert>}
      <LiveStatus text={adding ? t('accountSecurity:passkeys.adding') : null} />
    </Card>
  );
}
