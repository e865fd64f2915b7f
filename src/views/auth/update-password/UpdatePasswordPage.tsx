import { UpdatePasswordContext } from './update-password-context.ts';
import { UpdatePasswordScreen } from './UpdatePasswordScreen.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import passwordUpdate from '../../../i18n/resources/pt-BR/passwordUpdate.ts';

/** /update-password: forced while the user's resetPassword is set; continues to /meetings once it is not. */
export default function UpdatePasswordPage() {
  usePageTexts({ passwordUpdate });
  return (
    <UpdatePasswordContext.Provider>
      <UpdatePasswordScreen />
    </UpdatePasswordContext.Provider>
  );
}
