import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectBotConfig,
  selectNameProblem,
  selectSaving,
} from '../../../machines/bot/bot-config/selectors.ts';
import { botNameMaxLength } from '../../../api-contract/bot-config.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { refusalOf } from '../../form-refusal.ts';
import { Muted, Section } from '../../meetings/meeting-detail/Section.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { botNameFormSchema } from './bot-name-form-schema.ts';
import { useSaveFailure } from './use-save-failure.ts';

/** The bot's name; the machine decides whether there is anything to send (spec section 5). */
export function BotNameForm() {
  const { t } = useTranslation();
  const actor = BotConfigContext.useActorRef();
  const current = BotConfigContext.useSelector(selectBotConfig)?.name ?? '';
  const problem = BotConfigContext.useSelector(selectNameProblem);
  const saving = BotConfigContext.useSelector(selectSaving);
  const failure = useSaveFailure('name');
  // A saved name comes back from the server (trimmed): the field shows it. The form's refusal goes to the
  // machine, which says it as it says an unchanged name (and clears what the page said before); the focus
  // stays where it was.
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(botNameFormSchema),
    values: { name: current },
    shouldFocusError: false,
  });

  return (
    <Section title={t('botConfig:name.title')}>
      <Muted>{t('botConfig:name.help')}</Muted>
      <p css={{ margin: 0 }}>{t('botConfig:name.current', { name: current })}</p>
      <form
        onSubmit={handleSubmit(
          ({ name }) => actor.send({ type: 'name.submit', name }),
          (errors) => actor.send({ type: 'name.refused', reason: refusalOf(errors.name) }),
        )}
        noValidate
        css={{ display: 'grid', gap: 12 }}
      >
        <TextField
          label={t('botConfig:name.label')}
          maxLength={botNameMaxLength}
          autoComplete="off"
          error={problem?.kind === 'refused' ? t(problem.reason) : undefined}
          {...register('name')}
        />
        {problem?.kind === 'unchanged' && <Muted as="output">{t('botConfig:name.unchanged')}</Muted>}
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
