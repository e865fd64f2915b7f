import { useTranslation } from 'react-i18next';
import { selectSaving, selectShownPrivacyEmail } from '../../../machines/bot/bot-config/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { Section } from '../../meetings/meeting-detail/Section.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { SettingToggle } from './SettingToggle.tsx';
import { useSaveFailure } from './use-save-failure.ts';

/** Whether the bot e-mails the participants a recording notice when it enters the call. */
export function PrivacyEmailSection() {
  const { t } = useTranslation();
  const actor = BotConfigContext.useActorRef();
  const enabled = BotConfigContext.useSelector(selectShownPrivacyEmail);
  const saving = BotConfigContext.useSelector(selectSaving);
  const failure = useSaveFailure('privacyEmail');
  return (
    <Section title={t('botConfig:privacyEmail.title')}>
      <SettingToggle
        label={t('botConfig:privacyEmail.label')}
        help={t('botConfig:privacyEmail.help')}
        checked={enabled}
        disabled={saving !== null}
        onChange={(checked) => actor.send({ type: 'privacyEmail.set', enabled: checked })}
      />
      {failure && <Alert role="alert">{failure}</Alert>}
    </Section>
  );
}
