import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiContentObject,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import packageJson from '../../../package.json' with { type: 'json' };
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { apiExtensions } from '../api-extensions.ts';
import type { ApiOperation, OperationAnswer, OperationAuth } from './api-operation.ts';
import { apiOperations } from './api-operations.ts';
import { documentedSchemas } from './documented-schemas.ts';

type OpenApiDocument = ReturnType<typeof createDocument>;

/** `/api/meetings/:id` as OpenAPI writes it under the server `/api`: `/meetings/{id}`. */
export const openApiPathOf = (path: ApiOperation['path']) =>
  path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');

const securityOf: Record<OperationAuth, Array<Record<string, string[]>>> = {
  user: [{ cognitoIdToken: [] }, { basicUser: [] }],
  'share-guest': [{ shareGuest: [] }],
  public: [],
  'signed-link': [{ signedLink: [] }],
  'provider-signature': [{ recallSignature: [] }],
};

const securitySchemes = {
  cognitoIdToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The id token of the user pool (Amazon Cognito, or the embedded Cognito-compatible identity service), as Amplify holds it. On 401 or 403 the app refreshes the session once and retries (spec section 7).',
  },
  basicUser: {
    type: 'http',
    scheme: 'basic',
    description:
      'base64(email:password) of a legacy basic-auth user (spec section 7: "or basic credentials when stored"), after POST /api/auth/basic-login.',
  },
  shareGuest: {
    type: 'http',
    scheme: 'basic',
    description:
      "A shared meeting's guest: base64(shareId:password) of the link. A user's token is refused here.",
  },
  signedLink: {
    type: 'apiKey',
    in: 'query',
    name: 'signature',
    description:
      'The link is the credential: an HMAC over the target and `expires`, handed out by another call.',
  },
  recallSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'webhook-signature',
    description:
      "Recall.ai's Svix signature: HMAC-SHA256 over `webhook-id.webhook-timestamp.body` with the webhook secret.",
  },
} as const;

/** Every refusal and failure: one JSON shape, the message in Portuguese. */
const refusal = {
  description:
    'A refusal or failure: its status, a title and a message in Portuguese (and the issues of a 400).',
  content: { 'application/json': { schema: apiErrorSchema } },
};

function contentOf(answer: OperationAnswer): ZodOpenApiContentObject | undefined {
  if (answer.json) return { 'application/json': { schema: answer.json } };
  if (answer.ndjson) return { 'application/x-ndjson': { schema: answer.ndjson } };
  if (answer.bytes)
    return { [answer.bytes]: { schema: { type: 'string' as const, contentMediaType: answer.bytes } } };
  return undefined;
}

function responsesOf(operation: ApiOperation): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, answer] of Object.entries(operation.answers)) {
    const content = contentOf(answer);
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: answer.description,
      ...(content ? { content } : {}),
    };
  }
  return { ...responses, default: refusal };
}

function requestBodyOf(body: ApiOperation['body']): ZodOpenApiOperationObject['requestBody'] {
  if (!body) return undefined;
  if ('json' in body) {
    return { required: true, content: { [body.mediaType ?? 'application/json']: { schema: body.json } } };
  }
  if ('formFile' in body) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [body.formFile]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [body.formFile],
          },
        },
      },
    };
  }
  return { required: true, content: { [body.bytes]: { schema: { type: 'string' } } } };
}

/** Each `:name` of the path a required string, unless the route validates its parameters with a schema. */
function pathParamsOf(operation: ApiOperation): z.ZodObject | undefined {
  if (operation.params) return operation.params;
  const names = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

/**
 * Whether the spec defines it (and where) or why this backend adds it: the extensions' one list is
 * server/http/api-extensions.ts, so an operation is an extension exactly when that list names it.
 */
function specMarksOf(operation: ApiOperation): Record<`x-${string}`, string | boolean> {
  const extension = apiExtensions.find(
    (entry) => entry.method === operation.method && entry.path === operation.path,
  );
  const name = `${operation.method} ${operation.path}`;
  if (extension && operation.specSection) {
    throw new Error(`${name} has a spec section and is listed as an extension`);
  }
  if (extension) return { 'x-pauta-spec': false, 'x-pauta-extension-reason': extension.reason };
  if (!operation.specSection)
    throw new Error(`${name} has no spec section and is not listed as an extension`);
  return { 'x-pauta-spec': true, 'x-pauta-spec-section': operation.specSection };
}

const operationIdOf = ({ method, path }: ApiOperation) =>
  [method.toLowerCase(), ...path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

function openApiOperationOf(operation: ApiOperation): ZodOpenApiOperationObject {
  const path = pathParamsOf(operation);
  return {
    operationId: operationIdOf(operation),
    summary: operation.summary,
    tags: [operation.tag],
    security: securityOf[operation.auth],
    ...(path || operation.query
      ? {
          requestParams: {
            ...(path ? { path } : {}),
            ...(operation.query ? { query: operation.query } : {}),
          },
        }
      : {}),
    requestBody: requestBodyOf(operation.body),
    responses: responsesOf(operation),
    ...specMarksOf(operation),
  };
}

function pathsOf(operations: readonly ApiOperation[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) {
    const item = (paths[openApiPathOf(operation.path)] ??= {});
    const method = operation.method.toLowerCase() as Lowercase<ApiOperation['method']>;
    if (item[method]) throw new Error(`${operation.method} ${operation.path} is listed twice`);
    item[method] = openApiOperationOf(operation);
  }
  return paths;
}

const description = `The HTTP API of Pauta's reference backend, generated from the zod schemas the server validates
requests and answers with and the app parses them with (src/api-contract). Every operation says whether the
product specification defines it (\`x-pauta-spec: true\`, with \`x-pauta-spec-section\`) or whether it is
this backend's extension (\`x-pauta-spec: false\`, with \`x-pauta-extension-reason\`). The identity service
(\`/cognito\`, the Cognito wire protocol) is not part of /api and is not described here.`;

/** The OpenAPI 3.1 document of every /api operation (served at GET /api/openapi.json). */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations): OpenApiDocument {
  const document: ZodOpenApiObject = {
    openapi: '3.1.1',
    info: { title: 'Pauta API', version: packageJson.version, description },
    servers: [{ url: '/api' }],
    paths: pathsOf(operations),
    components: {
      securitySchemes,
      schemas: { ApiError: apiErrorSchema, ...documentedSchemas },
    },
  };
  return createDocument(document);
}
