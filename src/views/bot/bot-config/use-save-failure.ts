import { useTranslation } from 'react-i18next';
import type { BotConfigWrite } from '../../../machines/bot/bot-config/actors.ts';
import { selectWriteFailure } from '../../../machines/bot/bot-config/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { BotConfigContext } from './bot-config-context.ts';

/** The sentence of the last failed write of one of `kinds`, for the control that made it; else null. */
export function useSaveFailure(...kinds: BotConfigWrite['kind'][]): string | null {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failure = BotConfigContext.useSelector(selectWriteFailure);
  if (!failure || !kinds.includes(failure.kind)) return null;
  return t('botConfig:saveFailed', { message: errorText(failure.error) });
}
