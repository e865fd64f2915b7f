// /meetings/authcalendaroutlook: the return from Microsoft's consent page (issue 10).
export default {
  exchanging: 'Connecting your Outlook calendar…',
  redirecting: "Opening Microsoft's authorization page…",
  connectedTitle: 'Outlook calendar connected',
  connectedAs:
    'Connected as {{email}}. Events with a Teams, Zoom or Google Meet link become scheduled meetings, and the bot joins each on time.',
  syncNow: 'Sync now',
  backToSettings: 'Back to Settings > Calendar',
  refusedTitle: 'Access not authorized',
  refused: 'You did not allow Pauta to read your Outlook calendar, so nothing was connected.',
  failedTitle: 'Could not connect the Outlook calendar',
  retry: 'Try again',
  errors: {
    incomplete:
      'Microsoft did not return a valid authorization code. Start connecting again in Settings > Calendar.',
  },
};
