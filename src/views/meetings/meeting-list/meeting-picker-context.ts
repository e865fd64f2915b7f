import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { meetingPickerMachine } from '../../../machines/meetings/meeting-picker/meeting-picker.machine.ts';

/** The meetings picked on the list to ask the AI about together, and the chat about them while it is open. */
export const MeetingPickerContext = recordedActorContext(meetingPickerMachine);
