import type { SnapshotFrom } from 'xstate';
import { phaseOf, settledPhases } from '../../../domain/bot-lifecycle.ts';
import { mayChangeMeeting } from '../../../domain/meeting-access.ts';
import type { MeetingStatus } from '../../../api-contract/meeting.ts';
import type { MeetingAnswer } from '../../../api-contract/meeting-detail.ts';
import type { meetingDetailMachine } from './meeting-detail.machine.ts';

type MeetingDetailSnapshot = SnapshotFrom<typeof meetingDetailMachine>;

export type MeetingPageState = 'loading' | 'failed' | 'notFound' | 'ready' | 'deleted';

export function selectPageState(snapshot: MeetingDetailSnapshot): MeetingPageState {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('deleted')) return 'deleted';
  return 'loading';
}

export const selectMeeting = (snapshot: MeetingDetailSnapshot) => snapshot.context.meeting;

/** The viewer is the meeting's owner or an administrator: the one who may share it (and change it). */
export function selectMayChange(snapshot: MeetingDetailSnapshot): boolean {
  const { viewer, meeting } = snapshot.context;
  return viewer !== null && meeting !== null && mayChangeMeeting(viewer, { ownerId: meeting.owner.id });
}
export { selectFailure } from '../../shared/selectors.ts';

/** The header's actions machine while the page is ready; the header reads its state and sends it the events. */
export const selectActionsRef = (snapshot: MeetingDetailSnapshot) => snapshot.children.actions;

export type ContentState = 'loading' | 'failed' | 'loaded';

export function selectContentState(snapshot: MeetingDetailSnapshot): ContentState {
  if (snapshot.matches({ ready: 'loaded' })) return 'loaded';
  if (snapshot.matches({ ready: 'failed' })) return 'failed';
  return 'loading';
}

export const selectContent = (snapshot: MeetingDetailSnapshot) => snapshot.context.content;
export const selectContentFailure = (snapshot: MeetingDetailSnapshot) => snapshot.context.contentFailure;

/**
 * Why the transcript has no lines, as a meetingDetail:transcript key: an uploaded recording waiting for a
 * speech-to-text provider says so (never a made-up transcript); null when there are lines to show.
 */
export type TranscriptNotice = 'waitingProvider' | 'processing' | 'failed' | 'none';

export function selectTranscriptNotice(snapshot: MeetingDetailSnapshot): TranscriptNotice | null {
  const content = snapshot.context.content;
  if (!content) return null;
  const transcription = content.transcription;
  if (transcription && transcription.segments.length > 0) return null;
  const upload = content.uploadTranscriptionStatus;
  if (upload === 'waiting_provider') return 'waitingProvider';
  if (transcription?.status === 'processing' || upload === 'processing') return 'processing';
  if (transcription?.status === 'failed' || upload === 'failed') return 'failed';
  return 'none';
}

/**
 * The template's answers, or why there are none to show: before the meeting has transcript lines every
 * answer would read "not answered", which says nothing; the panel says the answers come with the transcript.
 */
export type AnswersView =
  { kind: 'waitingTranscript' } | { kind: 'noQuestions' } | { kind: 'answers'; answers: MeetingAnswer[] };

export function selectAnswersView(snapshot: MeetingDetailSnapshot): AnswersView {
  const content = snapshot.context.content;
  if (!content?.transcription || content.transcription.segments.length === 0)
    return { kind: 'waitingTranscript' };
  if (content.answers.length === 0) return { kind: 'noQuestions' };
  return { kind: 'answers', answers: content.answers };
}

export const selectBotStatusRef = (snapshot: MeetingDetailSnapshot) => snapshot.children.botStatus;

/**
 * Whether the bot's progress is the page's news: while it is on its way, in the call or finishing, its
 * timeline comes first; once it has settled (or for a meeting without a bot) what the meeting was comes first
 * and the bot's log goes below it.
 */
export function selectBotLeads(status: string | null): boolean {
  if (status === null) return false;
  const phase = phaseOf(status);
  return phase !== 'unknown' && !settledPhases.includes(phase);
}
export const selectTranscriptRef = (snapshot: MeetingDetailSnapshot) => snapshot.children.transcript;

/** The freshest status: the bot's last poll when there is one, else the meeting's. */
export function selectStatus(
  snapshot: MeetingDetailSnapshot,
  botStatus: string | null,
): MeetingStatus | null {
  const meeting = snapshot.context.meeting;
  if (!meeting) return null;
  return (botStatus as MeetingStatus | null) ?? meeting.status;
}
