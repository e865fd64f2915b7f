import { namespacesOf } from './namespaces-of.ts';

/**
 * pt-BR namespaces not bundled with the first screen (first-screen.ts), in one chunk loaded on demand.
 * A namespace only one page or lazily loaded panel reads comes with that chunk instead (`usePageTexts`,
 * i18n/page-texts.ts), so the other pages do not carry it: keep this list and that test's in step.
 */
export default namespacesOf(
  import.meta.glob(
    [
      '../resources/pt-BR/*.ts',
      '!../resources/pt-BR/{common,errors,layout,login,pages}.ts',
      '!../resources/pt-BR/{accountSecurity,appearance,botConfig,calendar,coaching,crmIntegrations,enablement,generalSettings,googleCalendar}.ts',
      '!../resources/pt-BR/{inspector,integrations,outlookCalendar,passwordReset,passwordUpdate,people,reports,search,signUp,sso,templates,vocabulary}.ts',
    ],
    { eager: true, import: 'default' },
  ),
);
