import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportBundle } from '../bundle.ts';
import { clockTime } from './state-text.ts';

/** The recent requests that failed, with the status and the sentence the person read. */
export function FailedRequests({ requests }: { requests: SupportBundle['failedRequests'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} css={{ margin: '0 0 4px' }}>
        {t('inspector:failures.title')}
      </h3>
      {requests.length === 0 ? (
        <p css={{ margin: 0 }}>{t('inspector:failures.none')}</p>
      ) : (
        <ul css={{ margin: 0, paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
          {requests.map((request) => (
            <li key={`${request.at}-${request.path}`}>
              <time dateTime={request.at}>{clockTime(request.at)}</time>{' '}
              {t('inspector:failures.item', request)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
