import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { BundleActor } from '../bundle.ts';
import { stateText } from './state-text.ts';

const List = styled.ul({ listStyle: 'none', margin: 0, paddingInlineStart: 12, display: 'grid', gap: 2 });

const Item = styled.button(({ theme }) => ({
  width: '100%',
  textAlign: 'start',
  padding: '6px 8px',
  border: '1px solid transparent',
  borderRadius: theme.radius.md,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&[aria-current="true"]': { background: theme.colors.primarySubtle, borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
}));

const State = styled.span(({ theme }) => ({ display: 'block', fontSize: 13, color: theme.colors.textMuted }));

type Props = {
  actors: readonly BundleActor[];
  selected: string | null;
  onSelect: (sessionId: string) => void;
};

/**
 * The actors as their systems hold them (session > login > its requests; each page's actors), the
 * machines always, other actors (requests, watchers) while they run.
 */
export function ActorTree({ actors, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const shown = actors.filter((actor) => actor.machineId !== null || actor.status === 'active');
  const ids = new Set(shown.map((actor) => actor.sessionId));
  const childrenOf = (parent: string | null) =>
    shown.filter((actor) => (ids.has(actor.parentSessionId ?? '') ? actor.parentSessionId : null) === parent);

  const branch = (parent: string | null) => {
    const children = childrenOf(parent);
    if (children.length === 0) return null;
    return (
      <List>
        {children.map((actor) => (
          <li key={actor.sessionId}>
            <Item aria-current={actor.sessionId === selected} onClick={() => onSelect(actor.sessionId)}>
              <strong>{actor.machineId ?? actor.id}</strong>
              <State>
                {actor.value === null ? t('inspector:statuses.' + actor.status) : stateText(actor.value)}
              </State>
            </Item>
            {branch(actor.sessionId)}
          </li>
        ))}
      </List>
    );
  };

  return (
    <nav aria-label={t('inspector:actors')}>
      {shown.length === 0 ? <p>{t('inspector:noActors')}</p> : branch(null)}
    </nav>
  );
}
