import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectBotConfig,
  selectImageProblem,
  selectPendingImage,
  selectSaving,
} from '../../../machines/bot/bot-config/selectors.ts';
import { botImageRules } from '../../../api-contract/bot-config.ts';
import { Alert } from '../../components/Alert.tsx';
import { FilePicker } from '../../components/FilePicker.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { usePreviewUrl } from '../../hooks/use-preview-url.ts';
import { Muted, Section } from '../../meetings/meeting-detail/Section.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { ImageStatusToggle } from './ImageStatusToggle.tsx';
import { useSaveFailure } from './use-save-failure.ts';

const Picture = styled.img(({ theme }) => ({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
}));

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

/** The native file input, drawn as a secondary button; its label is what is clicked and focused. */
/** The current picture, a new one's preview before it is sent, removal, and whether the bot shows it. */
export function BotImageSection() {
  const { t } = useTranslation();
  const actor = BotConfigContext.useActorRef();
  const config = BotConfigContext.useSelector(selectBotConfig);
  const pending = BotConfigContext.useSelector(selectPendingImage);
  const problem = BotConfigContext.useSelector(selectImageProblem);
  const saving = BotConfigContext.useSelector(selectSaving);
  const failure = useSaveFailure('image', 'removeImage');
  const errorText = useErrorText();
  const preview = usePreviewUrl(pending);
  const helpId = useId();
  const busy = saving !== null;

  return (
    <Section title={t('botConfig:image.title')}>
      <Muted id={helpId}>{t('botConfig:image.help')}</Muted>
      <Row>
        {config?.image ? (
          <Picture src={config.image} alt={t('botConfig:image.current')} />
        ) : (
          <Muted>{t('botConfig:image.none')}</Muted>
        )}
        {config?.image && (
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'image.remove' })}>
            {saving === 'removeImage' ? t('botConfig:image.removing') : t('botConfig:image.remove')}
          </Button>
        )}
      </Row>
      <Row>
        <FilePicker
          chooseText={t('botConfig:image.choose')}
          accept={botImageRules.contentTypes.join(',')}
          aria-describedby={helpId}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again is a change too.
            event.target.value = '';
            if (file) actor.send({ type: 'image.choose', file });
          }}
        />
      </Row>
      {problem && <Alert role="alert">{errorText(problem)}</Alert>}
      {pending && preview && (
        <div css={{ display: 'grid', gap: 8 }}>
          <Muted>{t('botConfig:image.previewHelp')}</Muted>
          <Row>
            <Picture src={preview} alt={t('botConfig:image.preview')} />
            <Button disabled={busy} onClick={() => actor.send({ type: 'image.send' })}>
              {saving === 'image' ? t('botConfig:image.sending') : t('botConfig:image.send')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'image.discard' })}>
              {t('botConfig:image.discard')}
            </Button>
          </Row>
        </div>
      )}
      {failure && <Alert role="alert">{failure}</Alert>}
      <ImageStatusToggle />
    </Section>
  );
}
