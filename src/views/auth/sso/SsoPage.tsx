import { useSearch } from 'wouter';
import { SsoContext, ssoOptions } from './sso-context.ts';
import { SsoScreen } from './SsoScreen.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import sso from '../../../i18n/resources/pt-BR/sso.ts';

/** /sso: the e-mail decides the identity provider; the machine sends the browser there. */
export default function SsoPage() {
  usePageTexts({ sso });
  return (
    <SsoContext.Provider options={ssoOptions(useSearch())}>
      <SsoScreen />
    </SsoContext.Provider>
  );
}
