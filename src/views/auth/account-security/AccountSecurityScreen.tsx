import { useTranslation } from 'react-i18next';
import {
  selectTracksDevices,
  selectFailure,
  selectLoadFailed,
  selectMfa,
} from '../../../machines/auth/account-security/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AccountSecurityContext } from './account-security-context.ts';
import { DevicesSection } from './DevicesSection.tsx';
import { MfaSection } from './MfaSection.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';

const pageCss = { maxWidth: 760, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

export function AccountSecurityScreen() {
  const { t } = useTranslation();
  const actor = AccountSecurityContext.useActorRef();
  const loadFailed = AccountSecurityContext.useSelector(selectLoadFailed);
  const mfa = AccountSecurityContext.useSelector(selectMfa);
  const tracksDevices = AccountSecurityContext.useSelector(selectTracksDevices);
  const error = AccountSecurityContext.useSelector(selectFailure);
  const errorText = useErrorText();

  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t('pages:titles.configSecurity')}</PageTitle>
      <p css={{ margin: 0 }}>{t('accountSecurity:intro')}</p>
      {loadFailed ? (
        <ErrorState
          title={t('accountSecurity:loadFailed')}
          description={error ? errorText(error) : ''}
          retryLabel={t('accountSecurity:retry')}
          onRetry={() => actor.send({ type: 'security.retry' })}
        />
      ) : mfa ? (
        <>
          <MfaSection />
          <PasskeysSection />
          {tracksDevices && <DevicesSection />}
        </>
      ) : (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('accountSecurity:loading')}
        </output>
      )}
      <SignOutEverywhere />
    </div>
  );
}
