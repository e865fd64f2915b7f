import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageHeader.tsx';
import { SettingsNav } from '../layouts/SettingsNav.tsx';
import { CrmSection } from '../crm/CrmSection.tsx';
import { WebhookContext } from '../webhooks/webhook-context.ts';
import { WebhookSection } from '../webhooks/WebhookSection.tsx';
import { usePageTexts } from '../../i18n/page-texts.ts';
import crmIntegrations from '../../i18n/resources/pt-BR/crmIntegrations.ts';
import integrations from '../../i18n/resources/pt-BR/integrations.ts';

const pageCss = { maxWidth: 900, margin: '0 auto', padding: 16, display: 'grid', gap: 24 } as const;

/**
 * /config/integrations: the signed-in user's own integrations, one section each (a <section> with its h2)
 * with its own machine(s), in the order the page shows them.
 */
export default function IntegrationsPage() {
  usePageTexts({ integrations, crmIntegrations });
  const { t } = useTranslation();
  return (
    <>
      <SettingsNav maxWidth={pageCss.maxWidth} />
      <div css={pageCss}>
        <div css={{ display: 'grid', gap: 8 }}>
          <PageTitle css={{ margin: 0 }}>{t('pages:titles.configIntegrations')}</PageTitle>
          <p css={{ margin: 0 }}>{t('integrations:intro')}</p>
        </div>
        <WebhookContext.Provider>
          <WebhookSection />
        </WebhookContext.Provider>
        <CrmSection />
      </div>
    </>
  );
}
