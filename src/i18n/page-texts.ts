import { useTranslation } from 'react-i18next';

/**
 * The pt-BR texts of namespaces only their own pages (or a lazily loaded panel) read: each such page imports
 * them, so they come in its chunk instead of the later-texts chunk every page waits for (later/pt-BR.ts
 * leaves them out). Registered during the page's first render, before any of its components asks for a
 * text; silent, because nothing on screen read them before.
 */
export function usePageTexts(bundles: Record<string, object>): void {
  const { i18n } = useTranslation();
  for (const [namespace, texts] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle('pt-BR', namespace)) {
      i18n.addResourceBundle('pt-BR', namespace, texts, true, false, { silent: true });
    }
  }
}
