// The API contract as one artefact: the served OpenAPI document is valid, every operation
// documents its success and error answers, and the routes answer what the document says, in
// the shapes it says, read from the document itself so a route added tomorrow is covered.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSources } from '@lumen/workers';
import { createHarness, type Harness } from './support/harness.ts';

/** No job runs here: the import routes only have to exist. */
const sources: ImportSources = {
  videoMetadata: () => Promise.reject(new Error('not used')),
  playlist: () => Promise.reject(new Error('not used')),
};

const GENERATED_HEADER = `// Generated from the API's OpenAPI document by api/test/openapi.test.ts (openapi-typescript):
// do not edit. After changing a route's schemas, \`npx vitest run -u api/test/openapi.test.ts\`.
`;

type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;

interface DocumentedOperation {
  method: string;
  path: string;
  operation: Operation;
}

function operationsOf(doc: OpenAPIV3_1.Document): DocumentedOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation: operation as Operation,
    })),
  );
}

const name = ({ method, path }: DocumentedOperation) => `${method} ${path}`;
const statusesOf = ({ operation }: DocumentedOperation) => Object.keys(operation.responses ?? {});
const responseOf = (op: DocumentedOperation, status: string) =>
  op.operation.responses![status] as Response;
const hasPathParams = ({ path }: DocumentedOperation) => path.includes('{');
const isHealthCheck = ({ path }: DocumentedOperation) => /^\/api\/(health|ready)$/.test(path);
/** The event ingest lives outside the site's context: no session, so no cross-site check. */
const isIngest = ({ path }: DocumentedOperation) => /\/track(-|\/)/.test(path);

describe('the OpenAPI document', () => {
  let h: Harness;
  let doc: OpenAPIV3_1.Document;
  let operations: DocumentedOperation[];
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    // Every optional part on (event pipeline, jobs) so every route is registered.
    h = await createHarness('pglite', {
      seed: 'demo',
      events: 'log',
      jobs: { kind: 'in-process', sources },
    });
    const response = await h.asAdmin({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    // Schemas inlined, so each response's schema compiles on its own.
    doc = (await SwaggerParser.dereference(response.json())) as OpenAPIV3_1.Document;
    operations = operationsOf(doc);
  });
  afterAll(() => h.close());

  it('is valid OpenAPI', async () => {
    const served = await h.asAdmin({ method: 'GET', url: '/api/docs/json' });
    await expect(SwaggerParser.validate(served.json())).resolves.toBeDefined();
    expect(operations.length).toBeGreaterThan(70);
    // Pages that are no API stay out of it.
    expect(operations.filter(({ path }) => /^\/(admin|api\/docs)/.test(path))).toEqual([]);
  });

  it('gives every operation a success response with its schema (a 204 has no body)', () => {
    for (const op of operations) {
      const successes = statusesOf(op).filter((status) => status.startsWith('2'));
      expect(successes, name(op)).not.toEqual([]);
      for (const status of successes) {
        const { content } = responseOf(op, status);
        if (status === '204') expect(content, name(op)).toBeUndefined();
        else expect(Object.values(content ?? {})[0]?.schema, `${name(op)} ${status}`).toBeDefined();
      }
    }
  });

  it('gives every operation its error statuses, each with the one { message } error schema', () => {
    for (const op of operations) {
      const statuses = statusesOf(op);
      const validatesInput = (op.operation.parameters ?? []).length > 0 || op.operation.requestBody;
      if (validatesInput) expect(statuses, name(op)).toContain('400');
      if (hasPathParams(op)) expect(statuses, name(op)).toContain('404');
      if (op.method !== 'GET' && !isIngest(op)) expect(statuses, name(op)).toContain('403');
      // The health checks' 503 is their report, in the shape of their 200.
      const errors = statuses.filter(
        (s) => Number(s) >= 400 && !(isHealthCheck(op) && s === '503'),
      );
      for (const status of errors) {
        expect(
          responseOf(op, status).content?.['application/json']?.schema,
          `${name(op)} ${status}`,
        ).toMatchObject({ type: 'object', required: ['message'] });
      }
    }
    // The admin check, the throttles and the event store's absence are documented where they apply.
    const statuses = (method: string, path: string) =>
      statusesOf(operations.find((op) => op.method === method && op.path === path)!);
    expect(statuses('GET', '/api/import-jobs')).toEqual(expect.arrayContaining(['401', '403']));
    expect(statuses('POST', '/api/quizzes/{id}/responses')).toContain('429');
    expect(statuses('POST', '/api/auth/login')).toContain('429');
    expect(statuses('GET', '/api/analytics/videos')).toContain('503');
    expect(statuses('POST', '/api/track/batch')).toEqual(expect.arrayContaining(['429', '503']));
  });

  it("is where the web's API types come from (web/src/api/openapi.ts, rewritten by vitest -u)", async () => {
    const served = await h.asAdmin({ method: 'GET', url: '/api/docs/json' });
    const types = astToString(await openapiTS(served.json()));
    await expect(GENERATED_HEADER + types).toMatchFileSnapshot('../../web/src/api/openapi.ts');
  });

  /** Asserts the answer's status is one the operation documents, and its body that status's schema. */
  function expectDocumented(
    op: DocumentedOperation,
    who: string,
    response: LightMyRequestResponse,
  ) {
    const label = `${who}: ${name(op)} answered ${response.statusCode} ${response.body.slice(0, 200)}`;
    const status = String(response.statusCode);
    expect(statusesOf(op), label).toContain(status);
    const content = responseOf(op, status).content;
    if (!content) {
      expect(response.body, label).toBe('');
      return;
    }
    const [type, media] = Object.entries(content)[0]!;
    expect(response.headers['content-type'], label).toContain(type);
    const body = type === 'application/json' ? response.json() : response.body;
    const validate = ajv.compile(media.schema as object);
    expect(validate(body) ? [] : validate.errors, label).toEqual([]);
  }

  const request = (op: DocumentedOperation): InjectOptions => ({
    method: op.method,
    // Path parameters name the first demo items; a missing one is a documented 404.
    url: op.path.replace(/\{\w+\}/g, '1'),
  });

  it('answers every parameterless GET, anonymously, as a viewer and as an admin, as documented', async () => {
    const gets = operations.filter((op) => op.method === 'GET' && !hasPathParams(op));
    expect(gets.length).toBeGreaterThan(10);
    for (const op of gets) {
      expectDocumented(op, 'anonymous', await h.request(request(op)));
      expectDocumented(op, 'viewer', await h.asViewer(request(op)));
      expectDocumented(op, 'admin', await h.asAdmin(request(op)));
    }
  });

  it('answers every GET of one item as documented, and every other call made anonymously without a body', async () => {
    for (const op of operations.filter((op) => op.method === 'GET' && hasPathParams(op))) {
      expectDocumented(op, 'anonymous', await h.request(request(op)));
      expectDocumented(op, 'admin', await h.asAdmin(request(op)));
    }
    // Refused before doing anything: 401 for an admin's call, 400 for a missing body.
    for (const op of operations.filter((op) => op.method !== 'GET')) {
      expectDocumented(op, 'anonymous', await h.request(request(op)));
    }
  });
});
