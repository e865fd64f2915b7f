import { useSearch } from 'wouter';
import { SsoContext, ssoOptions } from './sso-context.ts';
import { SsoScreen } from './SsoScreen.tsx';

/** /sso: the e-mail decides the identity provider; the machine sends the browser there. */
export default function SsoPage() {
  return (
    <SsoContext.Provider options={ssoOptions(useSearch())}>
      <SsoScreen />
    </SsoContext.Provider>
  );
}
