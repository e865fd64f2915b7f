import { z } from 'zod';

/**
 * The parts of the OpenAPI document the reference page shows, read with zod rather than trusted: the page
 * renders the served document itself, not the operations list behind it.
 */
const jsonSchemaSchema = z.record(z.string(), z.unknown());
export type JsonSchema = z.infer<typeof jsonSchemaSchema>;

const contentSchema = z.record(z.string(), z.object({ schema: jsonSchemaSchema.optional() }));

const parameterSchema = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchemaSchema.optional(),
});
export type ReferenceParameter = z.infer<typeof parameterSchema>;

const operationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  tags: z.tuple([z.string()]),
  security: z.array(z.record(z.string(), z.array(z.string()))).default([]),
  parameters: z.array(parameterSchema).default([]),
  requestBody: z.object({ content: contentSchema }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string(), content: contentSchema.optional() })),
  'x-pauta-spec': z.boolean(),
  'x-pauta-spec-section': z.string().optional(),
  'x-pauta-extension-reason': z.string().optional(),
});

export const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof methods)[number];

export const referenceDocumentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.tuple([z.object({ url: z.string() })]),
  paths: z.record(z.string(), z.partialRecord(z.enum(methods), operationSchema)),
  components: z.object({
    securitySchemes: z.record(z.string(), z.object({ type: z.string(), description: z.string() })),
    schemas: z.record(z.string(), jsonSchemaSchema),
  }),
});
export type ReferenceDocument = z.infer<typeof referenceDocumentSchema>;

export type ReferenceOperation = z.infer<typeof operationSchema> & { method: Method; path: string };

/** Every operation, grouped by its tag, the groups in the order their first operation comes. */
export function operationsByTag(document: ReferenceDocument): Map<string, ReferenceOperation[]> {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const [tag] = operation.tags;
      const group = groups.get(tag) ?? [];
      group.push({ ...operation, method, path });
      groups.set(tag, group);
    }
  }
  return groups;
}
