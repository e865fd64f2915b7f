import { useTranslation } from 'react-i18next';
import {
  selectHasImage,
  selectSaving,
  selectShownImageStatus,
} from '../../../machines/bot/bot-config/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { BotConfigContext } from './bot-config-context.ts';
import { SettingToggle } from './SettingToggle.tsx';
import { useSaveFailure } from './use-save-failure.ts';

/** imageStatus: whether the bot shows the company's picture in calls (active) or the default avatar. */
export function ImageStatusToggle() {
  const { t } = useTranslation();
  const actor = BotConfigContext.useActorRef();
  const status = BotConfigContext.useSelector(selectShownImageStatus);
  const saving = BotConfigContext.useSelector(selectSaving);
  const hasImage = BotConfigContext.useSelector(selectHasImage);
  const failure = useSaveFailure('imageStatus');
  return (
    <>
      <SettingToggle
        label={t('botConfig:imageStatus.label')}
        help={hasImage ? t('botConfig:imageStatus.help') : t('botConfig:imageStatus.noImage')}
        checked={status === 'active'}
        disabled={!hasImage || saving !== null}
        onChange={(checked) =>
          actor.send({ type: 'imageStatus.set', status: checked ? 'active' : 'inactive' })
        }
      />
      {failure && <Alert role="alert">{failure}</Alert>}
    </>
  );
}
