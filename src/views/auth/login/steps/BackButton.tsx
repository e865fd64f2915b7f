import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';

/**
 * Abandons the pending challenge; the typed e-mail comes back in the credentials form. On a challenge screen
 * the challenge machine takes it, on the reset screen the login machine: both end the attempt.
 */
export function BackButton({
  actor,
  disabled = false,
}: {
  actor: { send: (event: { type: 'login.restart' }) => void };
  disabled?: boolean;
}) {
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
