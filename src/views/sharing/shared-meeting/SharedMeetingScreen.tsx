import { selectPageState } from '../../../machines/sharing/shared-meeting/selectors.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { SharedMeetingContext } from './shared-meeting-context.ts';
import { SharedMeetingView } from './SharedMeetingView.tsx';

/** The password form until the link opens, then the meeting as a guest sees it. */
export function SharedMeetingScreen() {
  const state = SharedMeetingContext.useSelector(selectPageState);
  return (
    <div css={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px' }}>
      {/* React hoists these into <head> while the page is mounted: search engines skip the page, and no
          request from it tells another site the link (the server sends the same as headers). */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      {state === 'open' ? <SharedMeetingView /> : <PasswordForm />}
    </div>
  );
}
