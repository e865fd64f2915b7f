import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectStep,
  type SignInChallengeRef,
} from '../../../../machines/auth/sign-in-challenge/selectors.ts';
import { useQrCode } from '../../../hooks/use-qr-code.ts';
import { Hint, StepTitle } from '../login-layout.tsx';
import { CodeForm } from './CodeForm.tsx';

const QrImage = styled.img({ alignSelf: 'center', width: 200, height: 200 });

const Secret = styled.code(({ theme }) => ({
  padding: '8px 12px',
  borderRadius: theme.radius.md,
  background: theme.colors.primarySubtle,
  wordBreak: 'break-all',
  fontSize: 14,
}));

/** CONTINUE_SIGN_IN_WITH_TOTP_SETUP: the shared secret, its QR code, then the first code from the app. */
export function TotpSetupStep({ actor }: { actor: SignInChallengeRef }) {
  const { t } = useTranslation();
  const step = useSelector(actor, selectStep);
  const setup = step.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? step : null;
  const qrCode = useQrCode(setup?.setupUri ?? '');
  return (
    <CodeForm actor={actor} onCode={(code) => actor.send({ type: 'totpSetup.submit', code })}>
      <StepTitle>{t('login:totpSetup.title')}</StepTitle>
      <Hint>{t('login:totpSetup.hint')}</Hint>
      {qrCode && <QrImage src={qrCode} alt={t('login:totpSetup.qrAlt')} data-otpauth={setup?.setupUri} />}
      <Hint>{t('login:totpSetup.secret')}</Hint>
      <Secret aria-label={t('login:totpSetup.secret')}>{setup?.sharedSecret}</Secret>
    </CodeForm>
  );
}
