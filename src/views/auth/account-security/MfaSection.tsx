import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectIsBusy,
  selectMfaChoice,
  selectMfaFailure,
  selectTotpSetup,
} from '../../../machines/auth/account-security/selectors.ts';
import type { TotpSetup } from '../../../machines/auth/account-security/actors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ChoiceGroup } from '../../components/ChoiceGroup.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useQrCode } from '../../hooks/use-qr-code.ts';
import { AccountSecurityContext } from './account-security-context.ts';
import {
  mfaChoices,
  mfaFormSchema,
  totpCodeSchema,
  type MfaFormValues,
  type TotpCodeValues,
} from './security-forms.ts';

const Secret = styled.code(({ theme }) => ({
  padding: '8px 12px',
  borderRadius: theme.radius.md,
  background: theme.colors.primarySubtle,
  wordBreak: 'break-all',
  fontSize: 14,
}));

/** MFA off, or on by app, e-mail or SMS; choosing the app sets it up first (QR code, then its first code). */
export function MfaSection() {
  const { t } = useTranslation();
  const busy = AccountSecurityContext.useSelector(selectIsBusy);
  const totpSetup = AccountSecurityContext.useSelector(selectTotpSetup);
  const failure = AccountSecurityContext.useSelector(selectMfaFailure);
  const errorText = useErrorText();

  return (
    <Card as="section" css={{ display: 'grid', gap: 12 }} aria-labelledby="mfa-title">
      <h2 id="mfa-title" css={{ margin: 0, fontSize: 17 }}>
        {t('accountSecurity:mfa.title')}
      </h2>
      {totpSetup ? <TotpSetupForm setup={totpSetup} busy={busy} /> : <MfaChoiceForm busy={busy} />}
      {failure && <Alert role="alert">{errorText(failure)}</Alert>}
    </Card>
  );
}

/** Mounted afresh after an app setup ends (done or cancelled), so it starts from the stored choice. */
function MfaChoiceForm({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const actor = AccountSecurityContext.useActorRef();
  const current = AccountSecurityContext.useSelector(selectMfaChoice);
  const { register, handleSubmit } = useForm<MfaFormValues>({
    resolver: zodResolver(mfaFormSchema),
    defaultValues: { choice: current },
    values: { choice: current },
  });
  return (
    <form
      noValidate
      css={{ display: 'grid', gap: 12 }}
      onSubmit={handleSubmit(({ choice }) => actor.send({ type: 'mfa.choose', choice }))}
    >
      <ChoiceGroup
        legend={t('accountSecurity:mfa.legend')}
        help={t('accountSecurity:mfa.help')}
        choices={mfaChoices.map((value) => ({ value, label: t(`accountSecurity:mfa.options.${value}`) }))}
        radio={() => register('choice')}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('accountSecurity:mfa.saving') : t('accountSecurity:mfa.save')}
        </Button>
      </div>
    </form>
  );
}

function TotpSetupForm({ setup, busy }: { setup: TotpSetup; busy: boolean }) {
  const { t } = useTranslation();
  const actor = AccountSecurityContext.useActorRef();
  const qrCode = useQrCode(setup.setupUri);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TotpCodeValues>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  return (
    <form
      noValidate
      css={{ display: 'grid', gap: 12 }}
      onSubmit={handleSubmit(({ code }) => actor.send({ type: 'totp.confirm', code: code.trim() }))}
    >
      <h3 css={{ margin: 0, fontSize: 15 }}>{t('accountSecurity:mfa.totpTitle')}</h3>
      <p css={{ margin: 0, fontSize: 14 }}>{t('accountSecurity:mfa.totpHelp')}</p>
      {qrCode && <img src={qrCode} alt="" width={200} height={200} data-otpauth={setup.setupUri} />}
      <Secret aria-label={t('accountSecurity:mfa.totpSecret')}>{setup.sharedSecret}</Secret>
      <TextField
        label={t('accountSecurity:mfa.totpCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        {...register('code')}
      />
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={busy}>
          {t('accountSecurity:mfa.totpConfirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'totp.cancel' })}>
          {t('accountSecurity:mfa.totpCancel')}
        </Button>
      </div>
    </form>
  );
}
