import { fromPromise } from 'xstate';
import { applyMeetingTemplate } from '../../../services/api/answers.ts';
import type { MeetingAnswer } from '../../../services/api/schemas/meeting-detail.ts';
import type { TemplateSummary } from '../../../services/api/schemas/template.ts';
import { listTemplates } from '../../../services/api/templates.ts';

export const answerTemplateActors = {
  loadTemplates: fromPromise<TemplateSummary[]>(({ signal }) => listTemplates({ signal })),
  applyTemplate: fromPromise<MeetingAnswer[], { meetingId: string; templateId: string }>(
    ({ input, signal }) => applyMeetingTemplate(input.meetingId, input.templateId, { signal }),
  ),
};
