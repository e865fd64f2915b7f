import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import search from '../../../i18n/resources/pt-BR/search.ts';
import { PageTitle } from '../../components/PageHeader.tsx';
import { ConversationSearchContext } from './conversation-search-context.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';

const pageCss = { maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

/**
 * /search?q=<words> (issue 29): a new search is a new address, and each address with words its own search's
 * actor; without words the page only asks for them.
 */
export default function SearchPage() {
  usePageTexts({ search });
  const { t } = useTranslation();
  const query = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t('pages:titles.search')}</PageTitle>
      <p css={{ margin: 0 }}>{t('search:intro')}</p>
      <SearchForm key={query} query={query} />
      {query === '' ? (
        <p css={{ margin: 0 }}>{t('search:awaiting')}</p>
      ) : (
        <ConversationSearchContext.Provider key={query} options={{ input: { query } }}>
          <SearchResults />
        </ConversationSearchContext.Provider>
      )}
    </div>
  );
}
