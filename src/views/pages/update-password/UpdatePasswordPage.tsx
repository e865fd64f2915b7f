import { UpdatePasswordContext } from './update-password-context.ts';
import { UpdatePasswordScreen } from './UpdatePasswordScreen.tsx';

/** /update-password: forced while the user's resetPassword is set; continues to /meetings once it is not. */
export default function UpdatePasswordPage() {
  return (
    <UpdatePasswordContext.Provider>
      <UpdatePasswordScreen />
    </UpdatePasswordContext.Provider>
  );
}
