import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SearchHit } from '../../../api-contract/search.ts';
import { pathTo, withQuery } from '../../../domain/route-paths.ts';
import { clock } from '../../meetings/meeting-detail/clock.ts';
import { highlightedParts } from './highlighted-parts.ts';

const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gap: 4,
  padding: '12px 16px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
}));

const Heading = styled.div({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'baseline' });

const Where = styled.p(({ theme }) => ({ margin: 0, fontSize: 13, color: theme.colors.textMuted }));

const Said = styled.p(({ theme }) => ({
  margin: 0,
  overflowWrap: 'anywhere',
  mark: {
    background: theme.colors.primarySubtle,
    color: theme.colors.text,
    fontWeight: 600,
    borderRadius: 2,
  },
}));

/** One hit: its meeting, where in it the words were found, the text with them marked; a link to that moment. */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const time = hit.startSeconds === null ? null : clock(hit.startSeconds);
  const meetingPath = pathTo('/meetings/:id', { id: hit.meetingId });
  const href =
    hit.startSeconds === null
      ? meetingPath
      : withQuery(meetingPath, { t: String(Math.floor(hit.startSeconds)) });
  const where =
    hit.kind === 'line'
      ? t('search:said', { speaker: hit.speaker ?? '', time })
      : t(`search:kinds.${hit.kind}`, { question: hit.question ?? '' });
  return (
    <Item>
      <Heading>
        <Link
          href={href}
          aria-label={
            time === null
              ? t('search:open', { title: hit.meetingTitle })
              : t('search:openAt', { title: hit.meetingTitle, time })
          }
          css={{ fontWeight: 600 }}
        >
          {hit.meetingTitle}
        </Link>
        <Where as="span">
          <time dateTime={hit.meetingStartTime}>
            {t('search:startsAt', {
              value: new Date(hit.meetingStartTime),
              formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
            })}
          </time>
        </Where>
      </Heading>
      <Where>{where}</Where>
      <Said>
        {highlightedParts(hit.text, hit.highlights).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </Said>
    </Item>
  );
}
