// The bot config page (/config/bot, administrators): the name, picture and privacy e-mail of the company's bot.
export default {
  intro:
    'How the company’s bot presents itself in the meetings it records: the name shown in the call and in the meeting’s timeline, its picture, and the privacy notice to the participants.',
  loading: 'Loading the bot settings…',
  loadFailed: 'Could not load the bot settings.',
  saved: 'Changes saved.',
  saveFailed: 'Could not save: {{message}}',
  name: {
    title: 'Bot name',
    label: 'Name',
    help: 'The name the bot joins calls with, shown in every meeting’s timeline.',
    current: 'In meetings, the bot shows as “{{name}}”.',
    submit: 'Save name',
    submitting: 'Saving…',
    empty: 'Enter the bot’s name.',
    unchanged: 'This already is the bot’s name; nothing was sent.',
  },
  image: {
    title: 'Bot picture',
    help: 'PNG, JPEG or WebP up to 1 MB, 128 to 1024 pixels wide and high.',
    current: 'Current bot picture',
    none: 'No picture: the bot uses the default avatar.',
    choose: 'Choose a picture',
    preview: 'Preview of the new picture',
    previewHelp: 'Check the new picture before sending it. The current one stays until then.',
    send: 'Send picture',
    sending: 'Sending…',
    discard: 'Discard',
    remove: 'Remove picture',
    removing: 'Removing…',
    wrongType: 'The bot picture must be a PNG, JPEG or WebP.',
    tooLarge: 'The bot picture may be at most 1 MB.',
  },
  imageStatus: {
    label: 'Show the picture in meetings',
    help: 'Off, the bot joins with the default avatar and the picture is kept for when you want it again.',
  },
  privacyEmail: {
    title: 'Privacy notice',
    label: 'E-mail a recording notice',
    help: 'When the bot enters the call, every participant with an e-mail address is told that the meeting will be recorded and transcribed.',
  },
};
