import { usePageTexts } from '../../../i18n/page-texts.ts';
import accountSecurity from '../../../i18n/resources/pt-BR/accountSecurity.ts';
import { SettingsNav } from '../../layouts/SettingsNav.tsx';
import { AccountSecurityContext } from './account-security-context.ts';
import { AccountSecurityScreen } from './AccountSecurityScreen.tsx';

/** /config/security, "Segurança da conta": MFA, passkeys, remembered devices, signing out everywhere. */
export default function AccountSecurityPage() {
  usePageTexts({ accountSecurity });
  return (
    <>
      <SettingsNav />
      <AccountSecurityContext.Provider>
        <AccountSecurityScreen />
      </AccountSecurityContext.Provider>
    </>
  );
}
