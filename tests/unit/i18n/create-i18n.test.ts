import { expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/create-i18n.ts';
import { meetingStatusValues } from '../../../src/services/api/schemas/meeting.ts';

it('speaks pt-BR with en as the fallback, ready at once', () => {
  const i18n = createI18n();
  expect(i18n.language).toBe('pt-BR');
  expect(i18n.options.fallbackLng).toEqual(['en']);
  expect(i18n.t('layout:footer.allRightsReserved')).toBe('Todos os direitos reservados.');
});

it('has a Portuguese label for every meeting status of spec section 3', () => {
  const i18n = createI18n();
  const missing = meetingStatusValues.filter(
    (status) => !i18n.exists(`statuses:${status}`, { lng: 'pt-BR', fallbackLng: false }),
  );
  expect(missing).toEqual([]);
});
