import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { domainMessages, type DomainErrorCode } from '../../../server/domain-errors/catalogue.ts';
import { DomainError, type MessageFacts } from '../../../server/domain-errors/domain-error.ts';
import { domainErrorStatus } from '../../../server/http/domain-error-statuses.ts';
import { answerError } from '../../../server/http/errors.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';

type FactCode = {
  [Code in DomainErrorCode]: (typeof domainMessages)[Code] extends string ? never : Code;
}[DomainErrorCode];

/** Facts for every sentence built from facts: typed over the catalogue, so a new one needs a line here. */
const sampleFacts: { [Code in FactCode]: MessageFacts<Code> } = {
  'transcript-line-unknown': ['linha-1'],
  'transcript-speaker-unknown': ['Falante 2'],
  'chat-context-meeting-not-found': ['00000000-0000-4000-8000-000000000000'],
  'media-link-invalid': ['envio'],
  'media-link-expired': ['envio'],
  'upload-too-large': ['2 GB'],
  'upload-status-refused': ['enviado', 'cancelado'],
  'upload-incomplete': [10, 20],
  'upload-size-mismatch': [10, 20],
  'upload-content-too-large': [20],
  'upload-content-range-invalid': [20],
  'upload-resume-at': [10],
  'upload-part-beyond': [2, 3],
  'enablement-range-too-long': [365],
  'calendar-not-connected': ['google'],
  'calendar-needs-reconnect': ['outlook'],
  'calendar-unavailable': ['google'],
  'calendar-not-configured': ['outlook'],
  'crm-key-refused': ['hubspot'],
  'crm-unavailable': ['pipedrive'],
};

const errorOf = (code: DomainErrorCode): DomainError => {
  const facts: unknown[] = code in sampleFacts ? sampleFacts[code as FactCode] : [];
  // Any code with its own sample facts; the cast only forgets which code's.
  return new (DomainError as new (code: DomainErrorCode, ...facts: unknown[]) => DomainError)(code, ...facts);
};

const codes = Object.keys(domainMessages) as DomainErrorCode[];

describe('the domain error catalogue', () => {
  test.each(codes)('%s has an HTTP status and a pt-BR sentence', (code) => {
    expect(domainErrorStatus[code]).toBeGreaterThanOrEqual(400);
    const { message } = errorOf(code);
    expect(message.trim()).not.toBe('');
    // A sentence for the person: starts with a capital letter and ends with a full stop.
    expect(message).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*\.$/s);
  });

  test('maps no code the catalogue does not have', () => {
    expect(Object.keys(domainErrorStatus).sort()).toEqual([...codes].sort());
  });
});

describe('a DomainError thrown in a route', () => {
  const app = new Hono();
  app.onError(answerError);
  app.get('/user', () => {
    throw new DomainError('user-not-found');
  });
  app.get('/calendar', () => {
    throw new DomainError('calendar-unavailable', 'google');
  });

  test.each([
    ['/user', 404, 'Not Found', 'Usuário não encontrado.'],
    // A sentence built from facts names them.
    [
      '/calendar',
      503,
      'Service Unavailable',
      'O Google Agenda não respondeu. Tente sincronizar de novo em alguns minutos.',
    ],
  ])(
    'GET %s is answered with its code’s status and the catalogue’s sentence',
    async (path, status, title, message) => {
      const response = await app.request(path);
      expect(response.status).toBe(status);
      expect(apiErrorSchema.parse(await response.json())).toEqual({ status, title, message });
    },
  );
});
