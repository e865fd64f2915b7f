import { expect, it } from 'vitest';
import { createI18n, loadLaterTexts } from '../../../src/i18n/create-i18n.ts';
import { resources } from '../../../src/i18n/resources/index.ts';
import { meetingStatusValues } from '../../../src/api-contract/meeting.ts';

it('speaks pt-BR with en as the fallback, the first screen ready at once', () => {
  const i18n = createI18n();
  expect(i18n.language).toBe('pt-BR');
  expect(i18n.options.fallbackLng).toEqual(['en']);
  expect(i18n.t('layout:footer.allRightsReserved')).toBe('Todos os direitos reservados.');
  expect(i18n.t('login:title')).toBe(resources['pt-BR'].login.title);
});

it('loads the other pt-BR namespaces on demand, once, leaving en for a missing text', async () => {
  const i18n = createI18n();
  expect(i18n.hasResourceBundle('pt-BR', 'meetings')).toBe(false);
  const first = loadLaterTexts(i18n);
  expect(loadLaterTexts(i18n)).toBe(first);
  await first;
  // A namespace only its own pages read comes with their chunk (usePageTexts, i18n/page-texts.ts).
  const ownedByOnePage = [
    'appearance',
    'botConfig',
    'calendar',
    'coaching',
    'crmIntegrations',
    'enablement',
    'generalSettings',
    'accountSecurity',
    'googleCalendar',
    'inspector',
    'integrations',
    'outlookCalendar',
    'passwordReset',
    'passwordUpdate',
    'people',
    'reports',
    'search',
    'signUp',
    'sso',
    'templates',
    'vocabulary',
  ];
  for (const namespace of Object.keys(resources['pt-BR'])) {
    const expected = ownedByOnePage.includes(namespace)
      ? undefined
      : resources['pt-BR'][namespace as 'common'];
    expect(i18n.getResourceBundle('pt-BR', namespace)).toEqual(expected);
  }
  expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
});

it('loads en when a pt-BR text is missing', async () => {
  const i18n = createI18n();
  i18n.t('common:noSuchText');
  await expect.poll(() => i18n.hasResourceBundle('en', 'meetings')).toBe(true);
});

it('has a Portuguese label for every meeting status of spec section 3', async () => {
  const i18n = createI18n();
  await loadLaterTexts(i18n);
  const missing = meetingStatusValues.filter(
    (status) => !i18n.exists(`statuses:${status}`, { lng: 'pt-BR', fallbackLng: false }),
  );
  expect(missing).toEqual([]);
});
