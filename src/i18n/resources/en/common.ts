export default {
  productName: 'Pauta',
  user: 'User',
  loading: 'Loading…',
  retry: 'Try again',
  unexpectedError: 'Unexpected Application Error!',
  whatsapp: 'Talk to the Pauta team on WhatsApp (opens in a new tab)',
  authorities: {
    admin: 'Administrator (admin)',
    user: 'User (user)',
  },
};
