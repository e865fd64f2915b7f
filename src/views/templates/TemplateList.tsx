import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedId, selectTemplates } from '../../machines/templates/selectors.ts';
import type { TemplateSummary } from '../../api-contract/template.ts';
import { TemplateBadges } from './TemplateBadges.tsx';
import { TemplateListContext } from './templates-context.ts';

/** A template's card: the whole card selects it, through its name's button stretched over it. */
const Card = styled('div', { shouldForwardProp: (prop) => prop !== 'selected' })<{ selected: boolean }>(
  ({ theme, selected }) => ({
    position: 'relative',
    display: 'grid',
    gap: 6,
    padding: 12,
    color: theme.colors.text,
    background: selected ? theme.colors.primarySubtle : theme.colors.surface,
    border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
    borderRadius: theme.radius.md,
    '&:has(button:focus-visible)': { outline: `3px solid ${theme.colors.primarySubtle}`, outlineOffset: 2 },
  }),
);

/*
 * The button holds the name alone, so its accessible name is exactly the words it shows (WCAG 2.5.3); who owns
 * the template, its size and its badges describe it. Its `::after` covers the card, so a click anywhere on it
 * selects the template.
 */
const NameButton = styled.button({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:focus-visible': { outline: 'none' },
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
});

/** The templates the caller sees: theirs first, then the shared ones and the company's ready-made ones. */
export function TemplateList() {
  const { t } = useTranslation();
  const templates = TemplateListContext.useSelector(selectTemplates);
  if (templates.length === 0) return <p css={{ margin: 0 }}>{t('templates:list.empty')}</p>;
  return (
    <ul
      aria-label={t('templates:list.title')}
      // A template's name may be one word wider than the list: it wraps.
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, overflowWrap: 'anywhere' }}
    >
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateListItem template={template} />
        </li>
      ))}
    </ul>
  );
}

function TemplateListItem({ template }: { template: TemplateSummary }) {
  const { t } = useTranslation();
  const actor = TemplateListContext.useActorRef();
  const selected = TemplateListContext.useSelector((snapshot) => selectSelectedId(snapshot) === template.id);
  const detailsId = useId();
  const owner = template.isMine
    ? t('templates:list.ownerMine')
    : template.owner && t('templates:list.ownerOther', { name: template.owner.name });
  return (
    <Card selected={selected}>
      <NameButton
        type="button"
        aria-current={selected ? 'true' : undefined}
        aria-describedby={detailsId}
        onClick={() => actor.send({ type: 'template.select', templateId: template.id })}
      >
        {template.name}
      </NameButton>
      <span id={detailsId} css={{ display: 'grid', gap: 6, fontSize: 13 }}>
        <span>
          {[owner, t('templates:list.questions', { count: template.questionCount })]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <TemplateBadges template={template} />
      </span>
    </Card>
  );
}
