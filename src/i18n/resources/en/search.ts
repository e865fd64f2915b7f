/** /search (issue 29): search inside every conversation the person may see. */
export default {
  intro:
    'Look for what was said in every meeting you can see: in what people said, titles, participants, summaries and template answers.',
  field: 'What to look for',
  placeholder: 'E.g. competitor, discount, deadline',
  submit: 'Search',
  empty: 'Type what you want to find.',
  awaiting: 'Type one or more words and search: accents and word forms do not matter.',
  searching: 'Searching the conversations…',
  failed: 'Could not search the conversations',
  nothingTitle: 'Nothing found',
  nothing: 'No meeting you can see mentions “{{query}}”. Try other words, or fewer words.',
  found_zero: 'No passage found for “{{query}}”',
  found_one: '{{count}} passage found for “{{query}}”',
  found_other: '{{count}} passages found for “{{query}}”',
  results: 'Passages found',
  startsAt: '{{value, datetime}}',
  kinds: {
    title: 'In the meeting title',
    participants: 'In the participants',
    summary: 'In the summary',
    answer: 'Answer to “{{question}}”',
  },
  said: '{{speaker}} at {{time}}',
  openAt: 'Open {{title}} at {{time}}',
  open: 'Open {{title}}',
} as const;
