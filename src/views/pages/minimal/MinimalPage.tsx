import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import type { PageProps } from '../page-props.ts';

/** The page of a route whose screen belongs to a later issue: its title, in its layout, and nothing more. */
export default function MinimalPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <div css={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <PageTitle>{t(titleKey)}</PageTitle>
      <Card>
        <p css={{ margin: 0 }}>{t('pages:minimal.description')}</p>
      </Card>
    </div>
  );
}
