/*
 * The OpenAPI document (issue 28 item 1): served to anyone with the security headers of every answer, valid
 * OpenAPI 3.1, one operation for every route of the server's route table and none for a route it lacks, and
 * each operation marked as the spec's (with its section) or as an extension (with its reason).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, test } from 'vitest';
import { apiExtensions } from '../../../server/http/api-extensions.ts';
import { openApiPathOf } from '../../../server/http/openapi/openapi-document.ts';
import { apiRoutesOf } from '../support/api-routes.ts';
import { serverForFile } from '../support/file-server.ts';
import { startOn } from '../support/test-server.ts';

const server = serverForFile(() => startOn('pglite'));

type Operation = Record<string, unknown>;
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function servedDocument(): Promise<{ response: Response; document: Document }> {
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);
  return { response, document: (await response.json()) as Document };
}

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

/** `GET /api/meetings/:id` of the route table as the document writes it: `GET /meetings/{id}`. */
const documentKeyOf = (route: string) => {
  const [method, path] = route.split(' ') as [string, `/api/${string}`];
  return `${method} ${openApiPathOf(path)}`;
};

describe('the OpenAPI document', () => {
  test('is served without credentials, as JSON, with the security headers of every answer', async () => {
    const { response, document } = await servedDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  test('validates as OpenAPI 3.1', async () => {
    const { document } = await servedDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect({ valid: result.valid, version: validator.version }).toEqual({ valid: true, version: '3.1' });
  });

  test("has an operation for every /api route of the server's route table, and none for a route it lacks", async () => {
    const { document } = await servedDocument();
    const routes = apiRoutesOf(server.running).map(documentKeyOf);
    const documented = operationsOf(document).map(({ key }) => key);
    expect(routes.length).toBeGreaterThan(100);
    const undocumented = routes.filter((route) => !documented.includes(route));
    const routeless = documented.filter((operation) => !routes.includes(operation));
    expect({ undocumented, routeless }).toEqual({ undocumented: [], routeless: [] });
  });

  test("marks each operation as the spec's, with its section, or as an extension, with the list's reason", async () => {
    const { document } = await servedDocument();
    const reasons = new Map(
      apiExtensions.map((extension) => [
        documentKeyOf(`${extension.method} ${extension.path}`),
        extension.reason,
      ]),
    );
    const unmarked = operationsOf(document).flatMap(({ key, operation }) => {
      const reason = reasons.get(key);
      const marked = reason
        ? operation['x-pauta-spec'] === false && operation['x-pauta-extension-reason'] === reason
        : operation['x-pauta-spec'] === true &&
          /^7\. Calls \(.+\)$/.test(String(operation['x-pauta-spec-section']));
      return marked ? [] : [key];
    });
    expect(unmarked).toEqual([]);
  });

  test('the extensions list names each operation once', () => {
    const names = apiExtensions.map((extension) => `${extension.method} ${extension.path}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  test('every extension the list names is an operation of the document', async () => {
    const { document } = await servedDocument();
    const documented = operationsOf(document).map(({ key }) => key);
    const unknown = apiExtensions
      .map((extension) => documentKeyOf(`${extension.method} ${extension.path}`))
      .filter((key) => !documented.includes(key));
    expect(unknown).toEqual([]);
  });
});

describe('the browsable reference at /api/docs', () => {
  test("is a page whose script and style are this server's, under the policy of every page", async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const files = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+)"/g)].map(
      ([, file]) => file,
    );
    expect(files).toEqual(['/api/docs/reference.css', '/api/docs/try-it.js']);
    for (const file of files) {
      const asset = await fetch(`${server.baseUrl}${file}`);
      expect({ file, status: asset.status }).toEqual({ file, status: 200 });
      expect((await asset.text()).length).toBeGreaterThan(0);
    }
  });

  test('shows every operation of the document, with its method, path and spec mark', async () => {
    const [{ document }, page] = await Promise.all([
      servedDocument(),
      fetch(`${server.baseUrl}/api/docs`).then((response) => response.text()),
    ]);
    const missing = operationsOf(document).filter(({ key, operation }) => {
      const [method, path] = key.split(' ');
      const shown = new RegExp(
        `<details class="operation" id="${String(operation.operationId)}">\\s*<summary>\\s*` +
          `<span class="method method-${method!.toLowerCase()}">${method}</span>\\s*` +
          `<code class="path">/api${path!.replace(/[{}]/g, '\\$&')}</code>[\\s\\S]*?` +
          `<span class="mark mark-${operation['x-pauta-spec'] ? 'spec">Spec' : 'extension">Extension'}</span>`,
      );
      return !shown.test(page);
    });
    expect(missing.map(({ key }) => key)).toEqual([]);
  });

  test('serves no other file', async () => {
    expect((await fetch(`${server.baseUrl}/api/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/docs/..%2Fpackage.json`)).status).toBe(404);
  });
});
