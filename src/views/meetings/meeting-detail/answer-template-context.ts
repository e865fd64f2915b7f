import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { answerTemplateMachine } from '../../../machines/answers/answer-template/answer-template.machine.ts';

/** The answers panel's template picker; it lives with the panel, for whoever may change the meeting. */
export const AnswerTemplateContext = recordedActorContext(answerTemplateMachine);
