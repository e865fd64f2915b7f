import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  selectFailure,
  selectFoundNothing,
  selectHits,
  selectQuery,
  selectSearchFailed,
  selectSearching,
} from '../../../machines/search/conversation-search/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LiveStatus } from '../../components/LiveStatus.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ConversationSearchContext } from './conversation-search-context.ts';
import { SearchHitItem } from './SearchHitItem.tsx';

const Hits = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });

/** One search's outcome: waiting, the hits best first, nothing found, or a failure to retry. */
export function SearchResults() {
  const { t } = useTranslation();
  const actor = ConversationSearchContext.useActorRef();
  const query = ConversationSearchContext.useSelector(selectQuery);
  const hits = ConversationSearchContext.useSelector(selectHits);
  const searching = ConversationSearchContext.useSelector(selectSearching);
  const failed = ConversationSearchContext.useSelector(selectSearchFailed);
  const failure = ConversationSearchContext.useSelector(selectFailure);
  const foundNothing = ConversationSearchContext.useSelector(selectFoundNothing);
  const errorText = useErrorText();
  const foundText = hits.length > 0 ? t('search:found', { count: hits.length, query }) : null;

  return (
    <>
      <LiveStatus
        text={searching ? t('search:searching') : foundNothing ? t('search:nothingTitle') : foundText}
      />
      {searching && (
        <p css={{ display: 'flex', alignItems: 'center', gap: 10, margin: 0 }}>
          <Spinner aria-hidden size={16} />
          {t('search:searching')}
        </p>
      )}
      {failed && (
        <ErrorState
          title={t('search:failed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'search.retry' })}
        />
      )}
      {foundNothing && (
        <EmptyState title={t('search:nothingTitle')} description={t('search:nothing', { query })} />
      )}
      {foundText && (
        <section aria-label={t('search:results')} css={{ display: 'grid', gap: 12 }}>
          <h2 css={{ margin: 0, fontSize: 16 }}>{foundText}</h2>
          <Hits>
            {hits.map((hit, index) => (
              <SearchHitItem key={`${hit.meetingId}-${hit.kind}-${index}`} hit={hit} />
            ))}
          </Hits>
        </section>
      )}
    </>
  );
}
