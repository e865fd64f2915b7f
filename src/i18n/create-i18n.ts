import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstScreenResources } from './first-screen.ts';
import { loadWithRetries } from './load-with-retries.ts';

/**
 * pt-BR is what every user reads; en is the fallback. Only the first screen's pt-BR texts are bundled
 * (first-screen.ts), so initialisation is synchronous and the first render already has its texts; the
 * other pt-BR namespaces come with the first page that needs them (loadLaterTexts), and en only when a
 * pt-BR text is missing (the parity test keeps that from happening). Tests pass every resource.
 */
export function createI18n(resources: Resource = firstScreenResources): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'pt-BR',
    fallbackLng: 'en',
    supportedLngs: ['pt-BR', 'en'],
    ns: Object.keys(resources['pt-BR'] ?? {}),
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Called only for a key missing in every loaded language: the en fallback may not be loaded yet.
    saveMissing: true,
    missingKeyHandler: () => void loadLanguage(instance, 'en'),
    // Texts added later re-render the views that use them.
    react: { bindI18nStore: 'added' },
  });
  return instance;
}

// By store, not by instance: react-i18next's useTranslation hands out a copy of the instance per component.
const loading = new WeakMap<i18n['store'], Map<string, Promise<void>>>();
const loaded = new WeakSet<i18n['store']>();

/** The pt-BR namespaces that are not bundled with the first screen; once per instance. */
export function loadLaterTexts(instance: i18n): Promise<void> {
  return loadLanguage(instance, 'pt-BR');
}

/** Whether loadLaterTexts has finished: a page rendered after that need not wait (suspend) for them again. */
export function hasLaterTexts(instance: i18n): boolean {
  return loaded.has(instance.store);
}

function loadLanguage(instance: i18n, language: 'pt-BR' | 'en'): Promise<void> {
  const started = loading.get(instance.store) ?? new Map<string, Promise<void>>();
  loading.set(instance.store, started);
  let promise = started.get(language);
  if (!promise) {
    promise = loadWithRetries(() => importLanguage(language)).then(
      (namespaces) => {
        for (const [namespace, texts] of Object.entries(namespaces)) {
          // Never over what is there: tests create the instance with every resource already.
          if (!instance.hasResourceBundle(language, namespace)) {
            instance.addResourceBundle(language, namespace, texts);
          }
        }
        if (language === 'pt-BR') loaded.add(instance.store);
      },
      (error: unknown) => {
        // Not kept: the next page that needs the texts tries again (spec section 9), not only a reload.
        started.delete(language);
        throw error;
      },
    );
    started.set(language, promise);
  }
  return promise;
}

async function importLanguage(language: 'pt-BR' | 'en'): Promise<Record<string, object>> {
  return language === 'en'
    ? (await import('./later/en.ts')).default
    : (await import('./later/pt-BR.ts')).default;
}
