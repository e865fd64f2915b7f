import type ptBR from '../pt-BR/errors.ts';

// Same keys as pt-BR (the type makes a missing key a compile error).
export default {
  login: {
    attemptsExceeded: 'Too many sign-in attempts. Wait a few minutes before trying again or contact support.',
    wrongCredentials: 'Incorrect email or password. Please check your credentials and try again.',
    unconfirmed: 'Your account has not been confirmed yet. Contact support.',
    temporarilyLocked:
      'Your account was temporarily locked after too many incorrect attempts. Try again later or contact support.',
    invalidPassword: 'The password does not meet the security requirements. Check the password rules.',
    network: 'Connection error. Check your internet connection and try again.',
    missingToken: 'Session expired. Please sign in again.',
    generic: 'An error occurred while signing in. Please try again.',
  },
  userFetch: 'Failed to fetch user data: {{status}}',
  request: {
    network: 'Connection error. Check your internet connection and try again.',
    failed: 'The data could not be loaded ({{status}}). Try again.',
  },
} satisfies typeof ptBR;
