import { bodyExampleOf } from './body-example.ts';
import { html, type SafeHtml } from './html.ts';
import {
  operationsByTag,
  type ReferenceDocument,
  type ReferenceOperation,
  type ReferenceParameter,
} from './reference-document.ts';
import { schemaAnchorOf, schemaHtml } from './schema-html.ts';

/**
 * The page at /api/docs: the served OpenAPI document rendered on the server as plain, accessible HTML
 * (a disclosure per operation, grouped by tag, with its spec section or extension reason, parameters,
 * request and answer schemas), and a "Try it" form per operation that one small script of ours
 * (try-it.client.ts) sends with the signed-in person's session. No renderer library and no framework.
 * Each operation's contents wait in a <template> until it is opened (the script moves them in): 125
 * operations in full are some 11,000 elements, which made the page slow to load and to check.
 */

const tagAnchorOf = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const credentialNames: Record<string, string> = {
  cognitoIdToken: 'Bearer id token',
  basicUser: 'Basic e-mail:password',
  shareGuest: 'Basic shareId:password of a shared link',
  signedLink: 'a signed link',
  recallSignature: "the bot provider's webhook signature",
};

function credentialsOf(operation: ReferenceOperation): SafeHtml {
  const names = operation.security.flatMap((requirement) => Object.keys(requirement));
  if (!names.length) return html`none (public)`;
  return html`${names.map(
    (name, index) =>
      html`${index ? ' or ' : ''}<a href="#credential-${name}">${credentialNames[name] ?? name}</a>`,
  )}`;
}

function originOf(operation: ReferenceOperation): SafeHtml {
  return operation['x-pauta-spec']
    ? html`<p>
        <strong>Defined by the product specification</strong>, section ${operation['x-pauta-spec-section']}.
      </p>`
    : html`<p>
        <strong>Extension of this backend</strong> (not in the product specification):
        ${operation['x-pauta-extension-reason']}
      </p>`;
}

function parametersOf(operation: ReferenceOperation): SafeHtml | '' {
  if (!operation.parameters.length) return '';
  return html`<h3>Parameters</h3>
    <table>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">In</th>
          <th scope="col">Required</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        ${operation.parameters.map(
          (parameter) =>
            html`<tr>
              <th scope="row"><code>${parameter.name}</code></th>
              <td>${parameter.in}</td>
              <td>${parameter.required ? 'yes' : 'no'}</td>
              <td>
                ${parameter.schema ? schemaHtml(parameter.schema) : ''}${parameter.description ? html` ${parameter.description}` : ''}
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

function requestBodyOf(operation: ReferenceOperation): SafeHtml | '' {
  const content = Object.entries(operation.requestBody?.content ?? {});
  if (!content.length) return '';
  return html`<h3>Request body</h3>
    ${content.map(
      ([mediaType, { schema }]) =>
        html`<p><code>${mediaType}</code></p>
          ${schema ? html`<div class="schema">${schemaHtml(schema)}</div>` : ''}`,
    )}`;
}

function answersOf(operation: ReferenceOperation): SafeHtml {
  return html`<h3>Answers</h3>
    <dl class="answers">
      ${Object.entries(operation.responses).map(
        ([status, answer]) =>
          html`<dt>${status === 'default' ? 'Any refusal' : status}</dt>
            <dd>
              ${answer.description}${Object.entries(answer.content ?? {}).map(
                ([mediaType, { schema }]) =>
                  html`<div>
                    <code>${mediaType}</code>${
                      schema
                        ? html`:
                            <div class="schema">${schemaHtml(schema)}</div>`
                        : ''
                    }
                  </div>`,
              )}
            </dd>`,
      )}
    </dl>`;
}

const fieldIdOf = (operation: ReferenceOperation, parameter: ReferenceParameter) =>
  `${operation.operationId}-${parameter.in}-${parameter.name}`;

/** What "Try it" sends as a body: JSON (pre-filled from the schema), a form's file, or text. */
function bodyFieldOf(operation: ReferenceOperation, document: ReferenceDocument): SafeHtml | '' {
  const [entry] = Object.entries(operation.requestBody?.content ?? {});
  if (!entry) return '';
  const [mediaType, { schema }] = entry;
  const id = `${operation.operationId}-body`;
  if (mediaType === 'multipart/form-data') {
    const [field] = Object.keys(schema?.properties ?? {});
    return html`<p>
      <label for="${id}">File (form field <code>${field}</code>)</label>
      <input id="${id}" type="file" name="${field}" data-in="file" required />
    </p>`;
  }
  const example =
    mediaType.endsWith('json') && schema
      ? JSON.stringify(bodyExampleOf(schema, document.components.schemas), null, 2)
      : '';
  return html`<p>
    <label for="${id}">Body (<code>${mediaType}</code>)</label>
    <textarea
      id="${id}"
      name="body"
      data-in="body"
      data-media-type="${mediaType}"
      rows="6"
      spellcheck="false"
    >
${example}</textarea>
  </p>`;
}

function tryItOf(operation: ReferenceOperation, document: ReferenceDocument, server: string): SafeHtml {
  const fields = operation.parameters.filter((parameter) => parameter.in !== 'cookie');
  return html`<h3>Try it</h3>
    <form
      class="try-it"
      data-method="${operation.method.toUpperCase()}"
      data-path="${server}${operation.path}"
    >
      ${fields.map(
        (parameter) =>
          html`<p>
            <label for="${fieldIdOf(operation, parameter)}"
              ><code>${parameter.name}</code>
              (${parameter.in}${parameter.required ? ', required' : ''})</label
            >
            <input
              id="${fieldIdOf(operation, parameter)}"
              name="${parameter.name}"
              data-in="${parameter.in}"
              autocomplete="off"
              spellcheck="false"
              ${parameter.required ? html` required` : ''}
            />
          </p>`,
      )}
      ${bodyFieldOf(operation, document)}
      <p><button type="submit">Send the request</button></p>
      <p class="answer-status" role="status"></p>
      <pre class="answer-body" hidden></pre>
    </form>`;
}

function operationHtml(operation: ReferenceOperation, document: ReferenceDocument): SafeHtml {
  const server = document.servers[0].url;
  const spec = operation['x-pauta-spec'];
  return html`<li>
    <details class="operation" id="${operation.operationId}">
      <summary>
        <span class="method method-${operation.method}">${operation.method.toUpperCase()}</span>
        <code class="path">${server}${operation.path}</code>
        <span class="summary">${operation.summary}</span>
        <span class="mark ${spec ? 'mark-spec' : 'mark-extension'}">${spec ? 'Spec' : 'Extension'}</span>
      </summary>
      <template>
        <div class="operation-body">
          ${originOf(operation)}
          <p>Credentials: ${credentialsOf(operation)}.</p>
          ${parametersOf(operation)} ${requestBodyOf(operation)} ${answersOf(operation)}
          ${tryItOf(operation, document, server)}
        </div>
      </template>
    </details>
  </li>`;
}

/** The whole page, from the document as served at /api/openapi.json. */
export function referencePage(document: ReferenceDocument): string {
  const groups = [...operationsByTag(document)].sort(([a], [b]) => a.localeCompare(b));
  const schemas = Object.entries(document.components.schemas);
  return `<!doctype html>\n${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title} reference</title>
        <link rel="stylesheet" href="/api/docs/reference.css" />
      </head>
      <body>
        <a class="skip-link" href="#content">Skip to the operations</a>
        <header>
          <h1>${document.info.title} <span class="version">${document.info.version}</span></h1>
          <p>${document.info.description}</p>
          <p>The document itself: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
        </header>
        <nav aria-labelledby="groups-title">
          <h2 id="groups-title">Groups</h2>
          <ul class="groups">
            ${groups.map(
              ([tag, operations]) =>
                html`<li><a href="#${tagAnchorOf(tag)}">${tag}</a> (${operations.length})</li>`,
            )}
            <li><a href="#schemas">Schemas</a></li>
          </ul>
        </nav>
        <main id="content">
          <section aria-labelledby="credentials">
            <h2 id="credentials">Credentials</h2>
            <p class="session-status" id="session-status" role="status">
              Without the script, no request can be tried here.
            </p>
            <p>
              <label for="authorization"
                >Authorization header for "Try it" (optional; when filled, it is sent instead of your
                session's)</label
              >
              <input id="authorization" name="authorization" autocomplete="off" spellcheck="false" />
            </p>
            <dl>
              ${Object.entries(document.components.securitySchemes).map(
                ([name, scheme]) =>
                  html`<dt id="credential-${name}">
                      ${credentialNames[name] ?? name} (<code>${name}</code>)
                    </dt>
                    <dd>${scheme.description}</dd>`,
              )}
            </dl>
          </section>
          ${groups.map(
            ([tag, operations]) =>
              html`<section aria-labelledby="${tagAnchorOf(tag)}">
                <h2 id="${tagAnchorOf(tag)}">${tag}</h2>
                <ul class="operations">
                  ${operations.map((operation) => operationHtml(operation, document))}
                </ul>
              </section>`,
          )}
          <section aria-labelledby="schemas">
            <h2 id="schemas">Schemas</h2>
            ${schemas.map(
              ([name, schema]) =>
                html`<section aria-labelledby="${schemaAnchorOf(name)}">
                  <h3 id="${schemaAnchorOf(name)}">${name}</h3>
                  <div class="schema">${schemaHtml(schema)}</div>
                </section>`,
            )}
          </section>
        </main>
        <script type="module" src="/api/docs/try-it.js"></script>
      </body>
    </html> `.markup
  }`;
}
