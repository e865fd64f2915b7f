import { useTranslation } from 'react-i18next';
import type { LoginActorRef } from '../../../../machines/auth/login/selectors.ts';
import { Button } from '../../../components/Button.tsx';

/** Abandons the pending challenge; the typed e-mail comes back in the credentials form. */
export function BackButton({ actor, disabled = false }: { actor: LoginActorRef; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      fullWidth
      disabled={disabled}
      onClick={() => actor.send({ type: 'login.restart' })}
    >
      {t('login:back')}
    </Button>
  );
}
