export default {
  intro: 'How Pauta handles your meetings. These apply to you only; everyone on the team picks their own.',
  loading: 'Loading the settings…',
  loadFailed: 'The settings could not be loaded.',
  importMeeting: {
    legend: 'Meetings imported from the calendar',
    help: 'Once your Google or Outlook calendar is connected, which events become meetings with the bot. Only events with a Google Meet, Zoom or Teams link can have the bot.',
    options: {
      '0': {
        label: 'Do not import',
        description: 'No calendar event becomes a meeting; add meetings by link or upload.',
      },
      '1': {
        label: 'Every event with a meeting link',
        description: 'Every event with a Google Meet, Zoom or Teams link gets the bot.',
      },
      '2': { label: 'Only events I organise', description: 'Invitations from other people are left out.' },
      '3': {
        label: 'Only events with guests from outside the company',
        description: 'Client meetings; internal meetings are left out.',
      },
    },
  },
  emailMeeting: {
    legend: 'E-mail when a meeting ends',
    help: 'When one of your meetings ends and is analysed, who gets the summary, next steps and template answers by e-mail.',
    options: {
      '0': { label: 'Do not send', description: 'You read everything on the meeting page.' },
      '1': { label: 'Send to me', description: 'You get the e-mail of each of your meetings.' },
      '2': {
        label: 'Send to me and to colleagues in the meeting',
        description: 'Participants who are users of your company get it too. Clients never get this e-mail.',
      },
    },
  },
  template: {
    label: 'Default template for new meetings',
    help: 'The question template the AI answers in each new meeting. The same "default" you mark on the templates page.',
    none: "None (use the company's first shared template)",
    mine: '{{name}} (yours)',
    readyMade: '{{name}} (company ready-made)',
    shared: '{{name}} (by {{owner}})',
  },
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Settings saved.',
  saveFailed: 'The settings could not be saved: {{message}} What you chose is still in the form.',
};
