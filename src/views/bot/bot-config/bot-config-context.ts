import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { botConfigMachine } from '../../../machines/bot/bot-config/bot-config.machine.ts';

/** The bot config page: the company's bot name, picture, image status and privacy e-mail. */
export const BotConfigContext = recordedActorContext(botConfigMachine);
