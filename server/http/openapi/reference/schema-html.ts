import { html, type SafeHtml } from './html.ts';
import type { JsonSchema } from './reference-document.ts';

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const schemasIn = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);

/** `#/components/schemas/Meeting` is the schema listed on the page as `schema-Meeting`. */
export const schemaAnchorOf = (name: string) => `schema-${name}`;

/** The rules a value of a plain type must keep, in a few words: `date-time`, `1–200 characters`, `≥ 0`. */
function constraintsOf(schema: JsonSchema): string[] {
  const words: string[] = [];
  if (typeof schema.format === 'string') words.push(schema.format);
  if (typeof schema.contentMediaType === 'string') words.push(schema.contentMediaType);
  if (typeof schema.minLength === 'number') words.push(`at least ${schema.minLength} characters`);
  if (typeof schema.maxLength === 'number') words.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.minimum === 'number') words.push(`≥ ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === 'number') words.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.maximum === 'number') words.push(`≤ ${schema.maximum}`);
  if (typeof schema.minItems === 'number') words.push(`at least ${schema.minItems} items`);
  if (typeof schema.maxItems === 'number') words.push(`at most ${schema.maxItems} items`);
  if ('default' in schema) words.push(`default ${JSON.stringify(schema.default)}`);
  return words;
}

const typeNameOf = (schema: JsonSchema) =>
  Array.isArray(schema.type)
    ? schema.type.join(' or ')
    : typeof schema.type === 'string'
      ? schema.type
      : 'any';

/**
 * A JSON Schema as nested lists a reader (and a screen reader) can follow: each property with its type,
 * whether it is required and its rules; a named schema is a link to its entry in the page's Schemas list.
 */
export function schemaHtml(schema: JsonSchema): SafeHtml {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return html`<a href="#${schemaAnchorOf(name)}">${name}</a>`;
  }
  const description = typeof schema.description === 'string' ? html` — ${schema.description}` : '';
  if ('const' in schema) return html`<code>${JSON.stringify(schema.const)}</code>${description}`;
  if (Array.isArray(schema.enum)) {
    return html`one of
    ${schema.enum.map((value, index) => html`${index ? ', ' : ''}<code>${JSON.stringify(value)}</code>`)}${description}`;
  }
  const choices = schemasIn(schema.anyOf ?? schema.oneOf);
  if (choices.length) {
    return html`one of:${description}
      <ul>
        ${choices.map((choice) => html`<li>${schemaHtml(choice)}</li>`)}
      </ul>`;
  }
  const parts = schemasIn(schema.allOf);
  if (parts.length) {
    return html`all of:${description}
      <ul>
        ${parts.map((part) => html`<li>${schemaHtml(part)}</li>`)}
      </ul>`;
  }
  if (isSchema(schema.items)) return html`array of ${schemaHtml(schema.items)}${description}`;
  const constraints = constraintsOf(schema);
  const type = html`<span class="type">${typeNameOf(schema)}</span
    >${constraints.length ? ` (${constraints.join(', ')})` : ''}${description}`;
  if (!isSchema(schema.properties) && !isSchema(schema.additionalProperties)) return type;
  const required = Array.isArray(schema.required) ? schema.required : [];
  const properties = Object.entries(isSchema(schema.properties) ? schema.properties : {}).filter(
    (entry): entry is [string, JsonSchema] => isSchema(entry[1]),
  );
  const others = isSchema(schema.additionalProperties)
    ? html`<li>any other key: ${schemaHtml(schema.additionalProperties)}</li>`
    : '';
  return html`${type}
    <ul>
      ${properties.map(
        ([name, property]) =>
          html`<li>
            <code>${name}</code>${required.includes(name) ? html` <strong>required</strong>` : ''}:
            ${schemaHtml(property)}
          </li>`,
      )}${others}
    </ul>`;
}
