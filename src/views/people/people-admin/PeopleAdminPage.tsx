import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import people from '../../../i18n/resources/pt-BR/people.ts';
import { AuditLogSection } from '../../audit-log/audit-log/AuditLogSection.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { SettingsNav } from '../../layouts/SettingsNav.tsx';
import { TeamsSection } from '../team-admin/TeamsSection.tsx';
import { PeopleSection } from './PeopleSection.tsx';

const pageWidth = 1100;

/**
 * /config/users, "Usuários e equipes" (administrators only, issue 27): the people, the teams and the audit
 * log, each section with its own actor; they learn of each other's writes through the services' feeds.
 */
export default function PeopleAdminPage() {
  usePageTexts({ people });
  const { t } = useTranslation();
  return (
    <>
      <SettingsNav maxWidth={pageWidth} />
      <div
        css={{
          maxWidth: pageWidth,
          margin: '0 auto',
          padding: 16,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 24,
        }}
      >
        <div css={{ display: 'grid', gap: 8 }}>
          <PageTitle css={{ margin: 0 }}>{t('pages:titles.configUsers')}</PageTitle>
          <p css={{ margin: 0 }}>{t('people:intro')}</p>
        </div>
        <PeopleSection />
        <TeamsSection />
        <AuditLogSection />
      </div>
    </>
  );
}
