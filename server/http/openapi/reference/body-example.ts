import type { JsonSchema } from './reference-document.ts';

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body to start "Try it" from: the schema's required properties, each with an empty value of its type
 * (the first of an enum), for the person to fill in. Named schemas are followed a few levels deep.
 */
export function bodyExampleOf(schema: JsonSchema, named: Record<string, JsonSchema>, depth = 0): unknown {
  if (depth > 4) return null;
  if (typeof schema.$ref === 'string') {
    const target = named[schema.$ref.replace('#/components/schemas/', '')];
    return target ? bodyExampleOf(target, named, depth + 1) : null;
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (Array.isArray(choices) && isSchema(choices[0])) return bodyExampleOf(choices[0], named, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') return [];
  if (type === 'string') return '';
  if (type === 'number' || type === 'integer') return 0;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, property]) =>
      required.includes(name) && isSchema(property)
        ? [[name, bodyExampleOf(property, named, depth + 1)]]
        : [],
    ),
  );
}
