import { botConfigSchema } from '../../../src/api-contract/bot-config.ts';
import { meetingAnswersSchema } from '../../../src/api-contract/meeting-detail.ts';
import { meetingListSchema, meetingSchema } from '../../../src/api-contract/meeting.ts';
import { adminTeamSchema, personSchema } from '../../../src/api-contract/people.ts';
import { shareSettingsSchema } from '../../../src/api-contract/share.ts';
import { templateSchema } from '../../../src/api-contract/template.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { dailyReportConfigSchema } from '../../../src/api-contract/daily-report.ts';

/**
 * The answers several operations share, named in the document's components (each use becomes a $ref to
 * it). The same schema objects the handlers answer with; every other schema is written where it is used.
 */
export const documentedSchemas = {
  Meeting: meetingSchema,
  MeetingList: meetingListSchema,
  MeetingAnswers: meetingAnswersSchema,
  Transcription: transcriptionSchema,
  User: userSchema,
  Template: templateSchema,
  BotConfig: botConfigSchema,
  ShareSettings: shareSettingsSchema,
  Person: personSchema,
  AdminTeam: adminTeamSchema,
  DailyReportConfig: dailyReportConfigSchema,
};
