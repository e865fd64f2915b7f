import { useTranslation } from 'react-i18next';
import {
  selectEntries,
  selectFailure,
  selectHasMore,
  selectLoadFailed,
  selectLoading,
  selectLoadingMore,
} from '../../../machines/audit-log/audit-log/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SectionHeader, sectionCss } from '../../components/SectionHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AuditLogContext } from './audit-log-context.ts';
import { entrySentence, entryTime } from './entry-wording.ts';

/** "Registro de atividades": what the administrators did, newest first. */
export function AuditLogSection() {
  return (
    <AuditLogContext.Provider>
      <AuditLogScreen />
    </AuditLogContext.Provider>
  );
}

/** The section's content, inside its actor's Provider (the view test gives it its own logic). */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const actor = AuditLogContext.useActorRef();
  const loading = AuditLogContext.useSelector(selectLoading);
  const failed = AuditLogContext.useSelector(selectLoadFailed);
  const failure = AuditLogContext.useSelector(selectFailure);
  const entries = AuditLogContext.useSelector(selectEntries);
  const hasMore = AuditLogContext.useSelector(selectHasMore);
  const loadingMore = AuditLogContext.useSelector(selectLoadingMore);
  const errorText = useErrorText();
  return (
    <section aria-labelledby="log-title" css={sectionCss}>
      <SectionHeader id="log-title" title={t('people:log.title')} />
      {failed ? (
        <ErrorState
          title={t('people:log.loadFailed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'log.retry' })}
        />
      ) : loading ? (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('people:log.loading')}
        </output>
      ) : entries.length === 0 ? (
        <p css={{ margin: 0 }}>{t('people:log.empty')}</p>
      ) : (
        <>
          <ol
            aria-label={t('people:log.title')}
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6, fontSize: 14 }}
          >
            {entries.map((entry) => (
              <li key={entry.id} css={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
                <time
                  dateTime={entry.at}
                  css={(theme) => ({ fontVariantNumeric: 'tabular-nums', color: theme.colors.textMuted })}
                >
                  {entryTime(entry, t)}
                </time>
                <span css={{ overflowWrap: 'anywhere' }}>{entrySentence(entry, t)}</span>
              </li>
            ))}
          </ol>
          {failure && <Alert role="alert">{errorText(failure)}</Alert>}
          {hasMore && (
            <div>
              <Button
                variant="secondary"
                disabled={loadingMore}
                onClick={() => actor.send({ type: 'log.more' })}
              >
                {loadingMore ? t('people:log.loadingMore') : t('people:log.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
