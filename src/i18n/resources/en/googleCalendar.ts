// /meetings/authcalendar: the return from Google's consent page (issue 10).
export default {
  exchanging: 'Connecting your Google calendar…',
  redirecting: 'Opening Google’s authorization page…',
  connectedTitle: 'Google calendar connected',
  connectedAs:
    'Connected as {{email}}. Events with a meeting link become scheduled meetings, and the bot joins each on time.',
  syncNow: 'Sync now',
  backToSettings: 'Back to Settings > Calendar',
  refusedTitle: 'Access not authorized',
  refused: 'You did not authorize Pauta to read your Google calendar, so nothing was connected.',
  failedTitle: 'Could not connect the Google calendar',
  retry: 'Try again',
  errors: {
    incomplete:
      'Google did not send back a valid authorization code. Start connecting again in Settings > Calendar.',
  },
};
