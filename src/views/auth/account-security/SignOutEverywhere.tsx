import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { SessionContext } from '../../contexts/session.ts';

/** Ends every sign-in of the person (GlobalSignOut): the session signs out, everywhere. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  return (
    <Card css={{ display: 'grid', gap: 8 }}>
      <h2 css={{ margin: 0, fontSize: 17 }}>{t('accountSecurity:signOut.title')}</h2>
      <p css={{ margin: 0, fontSize: 14 }}>{t('accountSecurity:signOut.help')}</p>
      <div>
        <Button
          variant="secondary"
          onClick={() => session.send({ type: 'session.signOut', everywhere: true })}
        >
          {t('accountSecurity:signOut.button')}
        </Button>
      </div>
    </Card>
  );
}
