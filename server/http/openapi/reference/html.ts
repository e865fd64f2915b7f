/** Markup already escaped: what `html` returns, and what it inserts as it is. */
export type SafeHtml = { readonly markup: string };

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character]!);

type Inserted = SafeHtml | string | number | boolean | null | undefined | readonly Inserted[];

function markupOf(value: Inserted): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(markupOf).join('');
  if (typeof value === 'object' && 'markup' in value) return value.markup;
  return escapeHtml(String(value));
}

/**
 * A template of markup whose inserted values are escaped (text from the document: summaries, reasons,
 * schema descriptions) unless they are markup made by `html` itself; a list inserts each item.
 */
export function html(strings: TemplateStringsArray, ...values: Inserted[]): SafeHtml {
  return { markup: strings.reduce((markup, text, index) => markup + markupOf(values[index - 1]) + text) };
}
