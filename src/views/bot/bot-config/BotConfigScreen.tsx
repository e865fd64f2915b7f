import { useTranslation } from 'react-i18next';
import {
  selectBotConfigView,
  selectLastSaved,
  selectLoadFailure,
} from '../../../machines/bot/bot-config/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LiveStatus } from '../../components/LiveStatus.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { BotImageSection } from './BotImageSection.tsx';
import { BotNameForm } from './BotNameForm.tsx';
import { PrivacyEmailSection } from './PrivacyEmailSection.tsx';

const pageCss = { maxWidth: 760, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

export function BotConfigScreen() {
  const { t } = useTranslation();
  const actor = BotConfigContext.useActorRef();
  const view = BotConfigContext.useSelector(selectBotConfigView);
  const failure = BotConfigContext.useSelector(selectLoadFailure);
  const lastSaved = BotConfigContext.useSelector(selectLastSaved);
  const errorText = useErrorText();

  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t('pages:titles.configBot')}</PageTitle>
      <p css={{ margin: 0 }}>{t('botConfig:intro')}</p>
      {view === 'loading' && (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('botConfig:loading')}
        </output>
      )}
      {view === 'failed' && (
        <ErrorState
          title={t('botConfig:loadFailed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'config.retry' })}
        />
      )}
      {view === 'ready' && (
        <>
          <BotNameForm />
          <BotImageSection />
          <PrivacyEmailSection />
        </>
      )}
      <LiveStatus text={lastSaved ? t('botConfig:saved') : null} />
    </div>
  );
}
