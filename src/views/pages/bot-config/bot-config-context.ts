import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { botConfigMachine } from '../../../machines/bot-config/bot-config.machine.ts';

/** The bot config page: the company's bot name, picture, image status and privacy e-mail. */
export const BotConfigContext = createActorContext(botConfigMachine, { inspect: actorRecorder });
