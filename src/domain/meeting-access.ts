/*
 * Who may see and who may change a meeting, in words (spec sections 2 and 6). The server enforces it (its
 * meetings service), the app uses it to offer only the actions that will be accepted.
 *
 * - See: the caller's own meetings; as a team leader (isLeadershipRole), every meeting of the members of the
 *   teams they lead; as an administrator, every meeting of the company. Another company's meeting does not
 *   exist for them.
 * - Change (title, enable/disable, restart the bot, template, transcript, delete): its owner or an
 *   administrator of its company. A team leader sees their sellers' meetings but does not change them.
 */
export type MeetingViewer = { userId: string; isAdmin: boolean };

export function mayChangeMeeting(viewer: MeetingViewer, meeting: { ownerId: string }): boolean {
  return viewer.isAdmin || meeting.ownerId === viewer.userId;
}

/** The sentence the server answers (403) when someone who may see a meeting tries to change it. */
export const onlyOwnerMayChange = 'Somente o dono da reunião ou um administrador pode alterá-la.';
