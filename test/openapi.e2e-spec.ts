import { Validator } from '@seriousme/openapi-schema-validator';
import { OpenAPIObject } from '@nestjs/swagger';
import { contractValidator } from './support/openapi-contract';
import { gatewayOpenApiDocument, gatewayRoutes } from './support/openapi-document';
import { SPEC_ENDPOINTS } from './support/spec-endpoints';

type Operation = { responses?: Record<string, { content?: Record<string, { example?: unknown }> }> };

// The OpenAPI document is the contract API consumers and the SDK are built from: valid OpenAPI 3.1, every
// route the gateway registers documented with its answers, every SPEC endpoint present.
describe('the OpenAPI document', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    document = await gatewayOpenApiDocument();
  });

  const operation = (method: string, path: string): Operation | undefined =>
    (document.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

  it('is valid OpenAPI 3.1 of version 1.0.0', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the gateway registers, with a 2xx and its error answers', () => {
    const routes = gatewayRoutes();
    expect(routes.length).toBeGreaterThan(80);
    // Left out on purpose: the platform probes outside /api, and SPEC routes no context offers yet.
    expect([...new Set(routes.filter((r) => !r.documented).map((r) => r.controller))].sort()).toEqual([
      'NotOfferedRoutesController',
      'OpsController',
    ]);
    const problems = routes
      .filter((route) => route.documented)
      .flatMap((route) => {
        const op = operation(route.method, route.path);
        if (!op) return [`${route.method} ${route.path}: not in the document`];
        const statuses = Object.keys(op.responses ?? {});
        const found: string[] = [];
        if (!statuses.some((s) => s.startsWith('2') || s.startsWith('3')))
          found.push(`${route.method} ${route.path}: no success answer`);
        // The health check takes no input and no credentials: it has nothing to refuse.
        const declared = new Set(
          ((op as { parameters?: { in: string; name: string }[] }).parameters ?? [])
            .filter((p) => p.in === 'path')
            .map((p) => p.name),
        );
        for (const name of route.path.match(/(?<=\{)[^}]+(?=\})/g) ?? [])
          if (!declared.has(name))
            found.push(`${route.method} ${route.path}: path parameter ${name} undocumented`);
        if (route.path !== '/api/health' && !statuses.some((s) => s.startsWith('4') || s.startsWith('5')))
          found.push(`${route.method} ${route.path}: no error answer`);
        // Every path parameter holding a control character is answered 404 before the route runs.
        if (declared.size > 0 && !statuses.includes('404'))
          found.push(`${route.method} ${route.path}: a path parameter but no 404`);
        return found;
      });
    expect(problems).toEqual([]);
  });

  it('lists every SPEC endpoint', () => {
    const missing = SPEC_ENDPOINTS.filter((endpoint) => {
      const [method, path] = endpoint.split(' ');
      return !operation(method, `/api${path}`);
    });
    expect(missing).toEqual([]);
  });

  it('types every whole number as integer: template_version and project_id of a send, pages and ids', () => {
    // Only an amount of money may hold a fraction.
    const numbers: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${where}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const { type, name } = node as { type?: unknown; name?: unknown };
      if (type === 'number' || (Array.isArray(type) && type.includes('number')))
        numbers.push(typeof name === 'string' ? `${where} ${name}` : where);
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(document.paths, '#/paths');
    walk(document.components, '#/components');
    expect(numbers).toEqual(['#/components/schemas/UsageView/properties/overage_cost']);
  });

  it('describes each answer once, however often its status is declared', () => {
    const repeated: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
        for (const [status, answer] of Object.entries(op.responses ?? {})) {
          const parts = ((answer as { description?: string }).description ?? '').split('\n\n');
          if (new Set(parts).size < parts.length) repeated.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(repeated).toEqual([]);
    // The route policy's 422 (unknown fields) and the body's own, declared apart: one answer, both codes.
    const created = operation('POST', '/api/api-keys')!.responses!['422'] as { description: string };
    expect(created.description).toBe('Validation failed; see errors');
  });

  it('documents null where a send takes it as left out: template_slug, template_version, project_id', () => {
    const send = document.components!.schemas!.SendEmailDto as {
      properties: Record<string, { type?: unknown }>;
    };
    expect(
      ['template_slug', 'template_version', 'project_id'].map((field) => [
        field,
        send.properties[field].type,
      ]),
    ).toEqual([
      ['template_slug', ['string', 'null']],
      ['template_version', ['integer', 'null']],
      ['project_id', ['integer', 'null']],
    ]);
  });

  it('documents a default only where a left-out field takes one: creating a webhook, not updating it', () => {
    type Schema = { properties: Record<string, { default?: unknown }> };
    const schemas = document.components?.schemas as Record<string, Schema>;
    const defaults = (name: string) =>
      Object.fromEntries(
        Object.entries(schemas[name].properties)
          .filter(([, property]) => 'default' in property)
          .map(([field, property]) => [field, property.default]),
      );
    expect(defaults('CreateWebhookDto')).toEqual({ enabled: true, auth_type: 'none', events_mode: 'all' });
    expect(Object.keys(schemas.UpdateWebhookDto.properties).sort()).toEqual(
      Object.keys(schemas.CreateWebhookDto.properties).sort(),
    );
    expect(defaults('UpdateWebhookDto')).toEqual({});
  });

  it('gives every operation an example that matches its own schema', async () => {
    const contract = await contractValidator(document);
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
        const success = Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2'));
        for (const [status, response] of success) {
          const example = response.content?.['application/json']?.example;
          if (response.content?.['application/json'] && example === undefined)
            problems.push(`${method} ${path} ${status}: no example`);
          if (example === undefined) continue;
          const problem = contract.check(method, path.replace(/^\/api/, ''), Number(status), example);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds drift in an answer: an undocumented status, a body off its schema, an error_code not listed', async () => {
    const contract = await contractValidator(document);
    const sent = {
      message: 'Email accepted for delivery.',
      data: { request_id: 'r1', accepted: 1, rejected: 0 },
    };
    expect(contract.check('POST', '/emails', 200, sent)).toBeUndefined();
    expect(contract.check('POST', '/emails', 418, sent)).toMatch(/does not document/);
    expect(contract.check('POST', '/emails', 200, { message: 'x', data: { request_id: 1 } })).toMatch(
      /does not match the schema/,
    );
    const quota = { message: 'Quota.', error_code: 'quota_exceeded' };
    expect(contract.check('POST', '/emails', 429, quota)).toBeUndefined();
    expect(contract.check('GET', '/domains', 429, quota)).toMatch(/error_code "quota_exceeded"/);
    expect(
      contract.check('GET', '/emails/events?per_page=5', 422, { ...quota, error_code: 'validation_error' }),
    ).toBeUndefined();
    expect(
      contract.check('GET', '/emails/events', 200, sent, new Headers({ 'Idempotency-Replayed': 'true' })),
    ).toMatch(/headers .* does not list: idempotency-replayed/);
    expect(
      contract.check('GET', '/nope', 404, { message: 'Not found.', error_code: 'not_found' }),
    ).toBeUndefined();
    expect(contract.check('GET', '/nope', 200, sent)).toMatch(/not in the OpenAPI document/);
  });
});
