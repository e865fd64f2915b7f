import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  selectDraft,
  selectIsBusy,
  selectPanelState,
} from '../../../machines/sharing/meeting-share/selectors.ts';
import { sharePasswordSchema } from '../../../api-contract/share.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { MeetingShareContext } from './meeting-share-context.ts';

const schema = z.object({ password: sharePasswordSchema });

/**
 * Turning the link on, or changing its password: a typed password (checked as the server checks it) or a
 * generated one. The field starts from the machine's draft, so a refused save shows the typed text again.
 */
export function SharePasswordForm({ mode }: { mode: 'enable' | 'change' }) {
  const { t } = useTranslation();
  const actor = MeetingShareContext.useActorRef();
  const draft = MeetingShareContext.useSelector(selectDraft);
  const busy = MeetingShareContext.useSelector(selectIsBusy);
  const idle = MeetingShareContext.useSelector((snapshot) =>
    mode === 'enable' ? selectPanelState(snapshot) === 'off' : selectPanelState(snapshot) === 'on',
  );
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: draft },
  });
  const send = (password: string | null) =>
    actor.send(
      mode === 'enable' ? { type: 'share.enable', password } : { type: 'password.change', password },
    );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send(values.password))}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}
    >
      <div css={{ flex: '1 1 260px' }}>
        <TextField
          type="password"
          autoComplete="new-password"
          label={t('share:panel.passwordLabel')}
          readOnly={busy}
          error={formState.errors.password?.message}
          {...register('password')}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!idle}>
        {t(mode === 'enable' ? 'share:panel.enableTyped' : 'share:panel.changeTyped')}
      </Button>
      {/* Once the link is on, copying it is the card's main action: a new password is the secondary one. */}
      <Button
        type="button"
        variant={mode === 'enable' ? 'primary' : 'secondary'}
        disabled={!idle}
        onClick={() => send(null)}
      >
        {busy
          ? t('share:panel.working')
          : t(mode === 'enable' ? 'share:panel.enableGenerated' : 'share:panel.changeGenerated')}
      </Button>
      {mode === 'change' && (
        <p css={{ flexBasis: '100%', margin: 0, fontSize: 14 }}>{t('share:panel.changeHint')}</p>
      )}
    </form>
  );
}
