import type { SnapshotFrom } from 'xstate';
import type { answerTemplateMachine } from './answer-template.machine.ts';

type AnswerTemplateSnapshot = SnapshotFrom<typeof answerTemplateMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export type PickerState = 'closed' | 'loading' | 'loadFailed' | 'ready' | 'applying' | 'applyFailed';

const pickerStates: PickerState[] = ['loading', 'loadFailed', 'ready', 'applying', 'applyFailed'];

export const selectPickerState = (snapshot: AnswerTemplateSnapshot): PickerState =>
  pickerStates.find((state) => snapshot.matches(state)) ?? 'closed';

export const selectTemplates = (snapshot: AnswerTemplateSnapshot) => snapshot.context.templates;
export const selectChosenTemplateId = (snapshot: AnswerTemplateSnapshot) => snapshot.context.chosenTemplateId;
