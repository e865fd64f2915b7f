export default {
  productName: 'Pauta',
  user: 'User',
  loading: 'Loading…',
  retry: 'Try again',
  copied: 'Copied!',
  copyFailed: 'Could not copy. Select the text and copy it by hand.',
  unexpectedError: 'Unexpected Application Error!',
  whatsapp: 'Talk to the Pauta team on WhatsApp (opens in a new tab)',
  authorities: {
    admin: 'Administrator (admin)',
    user: 'User (user)',
  },
};
