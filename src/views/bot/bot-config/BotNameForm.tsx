import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectBotConfig,
  selectNameDraft,
  selectNameProblem,
  selectSaving,
} from '../../../machines/bot/bot-config/selectors.ts';
import { botNameMaxLength } from '../../../api-contract/bot-config.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Muted, Section } from '../../meetings/meeting-detail/Section.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { useSaveFailure } from './use-save-failure.ts';

/** The bot's name; the machine decides whether there is anything to send (spec section 5). */
export function BotNameForm() {
  const { t } = useTranslation();
  const actor = BotConfigContext.useActorRef();
  const current = BotConfigContext.useSelector(selectBotConfig)?.name ?? '';
  const kept = BotConfigContext.useSelector(selectNameDraft);
  const problem = BotConfigContext.useSelector(selectNameProblem);
  const saving = BotConfigContext.useSelector(selectSaving);
  const failure = useSaveFailure('name');
  const [name, setName] = useState(kept);
  // A saved name comes back from the server (trimmed): the field shows it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setName(current);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'name.submit', name });
  }

  return (
    <Section title={t('botConfig:name.title')}>
      <Muted>{t('botConfig:name.help')}</Muted>
      <p css={{ margin: 0 }}>{t('botConfig:name.current', { name: current })}</p>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
        <TextField
          label={t('botConfig:name.label')}
          value={name}
          maxLength={botNameMaxLength}
          autoComplete="off"
          error={problem === 'empty' ? t('botConfig:name.empty') : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {problem === 'unchanged' && <Muted as="output">{t('botConfig:name.unchanged')}</Muted>}
        {failure && <Alert role="alert">{failure}</Alert>}
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" disabled={saving !== null}>
            {saving === 'name' ? t('botConfig:name.submitting') : t('botConfig:name.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
