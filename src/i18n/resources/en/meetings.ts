export default {
  listLabel: 'Your meetings',
  startsAt: '{{value, datetime}}',
  duration: '{{minutes}} min',
  durationHours: '{{hours}} h {{minutes}} min',
  durationUnknown: 'Duration unavailable',
  participants_one: '{{count}} participant',
  participants_other: '{{count}} participants',
  noParticipants: 'No participants',
  owner: 'Owner: {{name}}',
  status: 'Status',
  loading: 'Loading meetings…',
  empty: {
    title: 'No meetings here yet',
    description: 'Meetings you import or create will show up in this list.',
  },
  failed: {
    title: 'Your meetings could not be loaded',
    description: 'Check your connection and try again.',
  },
};
