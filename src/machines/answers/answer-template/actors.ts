import { fromPromise } from 'xstate';
import { applyMeetingTemplate } from '../../../services/answers/answers.ts';
import type { MeetingAnswer } from '../../../api-contract/meeting-detail.ts';
import type { TemplateSummary } from '../../../api-contract/template.ts';
import { listTemplates } from '../../../services/templates/templates.ts';

export const answerTemplateActors = {
  loadTemplates: fromPromise<TemplateSummary[]>(({ signal }) => listTemplates({ signal })),
  applyTemplate: fromPromise<MeetingAnswer[], { meetingId: string; templateId: string }>(
    ({ input, signal }) => applyMeetingTemplate(input.meetingId, input.templateId, { signal }),
  ),
};
