import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '../../api-contract/template.ts';
import { Badge } from '../components/Badge.tsx';

/** "Compartilhado", "Padrão", "Pronto da empresa": what sets a template apart at a glance. */
export function TemplateBadges({ template }: { template: TemplateSummary }) {
  const { t } = useTranslation();
  const badges = [
    template.isDefault && (
      <Badge key="default" tone="success">
        {t('templates:badges.default')}
      </Badge>
    ),
    template.owner === null && (
      <Badge key="readyMade" tone="neutral">
        {t('templates:badges.readyMade')}
      </Badge>
    ),
    template.owner !== null && template.isShared && (
      <Badge key="shared" tone="info">
        {t('templates:badges.shared')}
      </Badge>
    ),
  ].filter(Boolean);
  if (badges.length === 0) return null;
  return <span css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>{badges}</span>;
}
