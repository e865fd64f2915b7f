import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { crmProviders } from '../../api-contract/crm.ts';
import { CrmCard } from './CrmCard.tsx';
import { CrmIntegrationContext } from './crm-integration-context.ts';

/** The integrations page's CRM section: HubSpot, RD Station CRM and Pipedrive, each its own card and machine. */
export function CrmSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
        {t('crmIntegrations:title')}
      </h2>
      <p css={{ margin: 0 }}>{t('crmIntegrations:intro')}</p>
      <div
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
        }}
      >
        {crmProviders.map((provider) => (
          <CrmIntegrationContext.Provider key={provider} options={{ input: { provider } }}>
            <CrmCard />
          </CrmIntegrationContext.Provider>
        ))}
      </div>
    </section>
  );
}
