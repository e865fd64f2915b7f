// The company vocabulary section (on /config/general): words speech-to-text and transcript improvement know.
export default {
  title: 'Company vocabulary',
  intro:
    'Words the company uses (products, customers, acronyms). Transcription and transcript improvement then spell them right. Everyone in the company may add and remove words.',
  loading: 'Loading the vocabulary…',
  loadFailed: 'Could not load the vocabulary.',
  label: 'New word',
  add: 'Add',
  adding: 'Adding…',
  listLabel: 'Vocabulary words',
  none: 'No words yet.',
  remove: 'Remove {{word}}',
  removeFailed: 'Could not remove the word: {{message}}',
  addFailed: 'Could not add the word: {{message}}',
  empty: 'Enter the word.',
  duplicate: 'This word already is in the company vocabulary.',
};
