import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from './resources/index.ts';

/**
 * pt-BR is what every user reads; en is the fallback. Resources are bundled, so initialisation is
 * synchronous and the first render already has its texts.
 */
export function createI18n(): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'pt-BR',
    fallbackLng: 'en',
    supportedLngs: ['pt-BR', 'en'],
    ns: namespaces,
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
