import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody, MessageBody, REQUEST_EXAMPLE_EXTENSION, RESPONSE_HEADERS } from './api-docs';

type Json = Record<string, unknown>;

// The public contract: OpenAPI 3.1, version 1.0.0 (SPEC Versioning). Built from the controllers' decorators,
// then completed with what is the same on every route (response headers, examples) and made 3.1.
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle('Mailroom API')
      .setDescription(
        'Transactional and marketing email: sending, events, domains, templates, webhooks, audience, ' +
          'campaigns. Every success body is {message, data} unless stated; every error body is ' +
          '{message, error_code} with errors (validation) or status and retry_after (rate limiting).',
      )
      .setVersion('1.0.0')
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', description: 'API key: mr_... or mr_sandbox_...' },
        'api-key',
      )
      .addSecurity('admin-token', { type: 'http', scheme: 'bearer', description: 'The operator ADMIN_TOKEN' })
      .build(),
    { extraModels: [ErrorBody, MessageBody] },
  );
  document.components = { ...document.components, headers: RESPONSE_HEADER_OBJECTS };
  for (const operation of operations(document)) completeOperation(operation, document);
  return toOpenApi31(document) as OpenAPIObject;
}

export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    useGlobalPrefix: false,
  });
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

const RESPONSE_HEADER_OBJECTS: Record<string, Json> = {
  [RESPONSE_HEADERS.retryAfter]: integerHeader('Seconds to wait before trying again'),
  [RESPONSE_HEADERS.idempotencyReplayed]: {
    description: 'true when an Idempotency-Key replayed an earlier result: nothing new was done',
    schema: { type: 'string', enum: ['true'] },
  },
  [RESPONSE_HEADERS.requestId]: {
    description: 'The id of this request (the X-Request-Id sent, or one the service made)',
    schema: { type: 'string' },
  },
  'X-Monthly-Limit': integerHeader('Free tier: the monthly sending quota'),
  'X-Monthly-Remaining': integerHeader('Free tier: what is left of the monthly quota'),
  'X-Monthly-Reset': integerHeader('Free tier: Unix time of the next month start (UTC)'),
  'X-Daily-Limit': integerHeader('Free tier: the daily sending quota'),
  'X-Daily-Remaining': integerHeader('Free tier: what is left of the daily quota'),
  'X-Daily-Reset': integerHeader('Free tier: Unix time of the next midnight UTC'),
  'X-Sandbox-RateLimit-Minute-Limit': integerHeader('Sandbox keys: requests allowed per minute'),
  'X-Sandbox-RateLimit-Minute-Remaining': integerHeader('Sandbox keys: requests left this minute'),
  'X-Sandbox-RateLimit-Day-Limit': integerHeader('Sandbox keys: requests allowed per day'),
  'X-Sandbox-RateLimit-Day-Remaining': integerHeader('Sandbox keys: requests left today'),
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operations(document: OpenAPIObject): Json[] {
  return Object.values(document.paths).flatMap((item) =>
    METHODS.map((method) => (item as Json)[method] as Json | undefined).filter((op): op is Json => !!op),
  );
}

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

// Every answer carries X-Request-Id; every answer to an API key, past authentication, may carry the sandbox
// rate headers; every JSON body gets an example built from its schema.
function completeOperation(operation: Json, document: OpenAPIObject): void {
  // A public route says so, rather than leaving generators to guess.
  operation.security ??= [];
  const security = operation.security as Json[];
  const apiKey = security.some((requirement) => 'api-key' in requirement);
  for (const [status, response] of Object.entries((operation.responses as Record<string, Json>) ?? {})) {
    const headers = { ...((response.headers as Json | undefined) ?? {}) };
    headers[RESPONSE_HEADERS.requestId] = ref(RESPONSE_HEADERS.requestId);
    if (apiKey && status !== '401') {
      for (const name of RESPONSE_HEADERS.sandboxRate) headers[name] = ref(name);
    }
    response.headers = headers;
    if (status.startsWith('2')) {
      nameEnvelope(response.content as Json | undefined, document);
      addExample(response.content as Json | undefined, document);
    }
  }
  const body = (operation.requestBody as Json | undefined)?.content as Json | undefined;
  const given = operation[REQUEST_EXAMPLE_EXTENSION];
  delete operation[REQUEST_EXAMPLE_EXTENSION];
  const json = body?.['application/json'] as Json | undefined;
  if (json && given !== undefined) json.example = given;
  addExample(body, document);
}

// {message, data: <View>} becomes the component <View>Envelope, so generated clients get one named type per
// success body.
function nameEnvelope(content: Json | undefined, document: OpenAPIObject): void {
  const json = content?.['application/json'] as { schema?: Json } | undefined;
  const data = (json?.schema?.properties as Record<string, Json> | undefined)?.data;
  if (!json?.schema || !data) return;
  const target = data.$ref as string | undefined;
  if (!target) return;
  const name = `${target.replace('#/components/schemas/', '')}Envelope`;
  const schemas = (document.components!.schemas ??= {});
  schemas[name] ??= json.schema;
  json.schema = { $ref: `#/components/schemas/${name}` };
}

function addExample(content: Json | undefined, document: OpenAPIObject): void {
  const json = content?.['application/json'] as Json | undefined;
  if (!json?.schema || json.example !== undefined) return;
  json.example = exampleOf(json.schema as Json, document, 0);
}

function resolve(schema: Json, document: OpenAPIObject): Json {
  const target = schema.$ref as string | undefined;
  if (!target) return schema;
  const name = target.replace('#/components/schemas/', '');
  return (document.components?.schemas?.[name] as Json | undefined) ?? {};
}

const MAX_EXAMPLE_DEPTH = 12;

// A plausible value of a schema: its example or default, the first enum value, or a placeholder of its type.
function exampleOf(given: Json, document: OpenAPIObject, depth: number, name = ''): unknown {
  const schema = resolve(given, document);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(alternatives)) {
    const chosen = alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0];
    return exampleOf(chosen, document, depth, name);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Json[]).map((part) => exampleOf(part, document, depth, name));
    if (parts.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part)))
      return Object.assign({}, ...parts) as unknown;
    return parts[parts.length - 1];
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[])[0]
    : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      return stringExample(schema, name);
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > MAX_EXAMPLE_DEPTH
        ? []
        : [exampleOf((schema.items as Json) ?? {}, document, depth + 1, name)];
    default: {
      const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
      if (depth > MAX_EXAMPLE_DEPTH) return {};
      return Object.fromEntries(
        Object.entries(properties).map(([field, property]) => [
          field,
          exampleOf(property, document, depth + 1, field),
        ]),
      );
    }
  }
}

const ADDRESS_FIELDS =
  /^(from|to|cc|bcc|email|rcpt_to|raw_rcpt_to|from_email|reply_to|owner_email|mail_from)$/;

function stringExample(schema: Json, name: string): string {
  switch (schema.format) {
    case 'date-time':
      return '2026-01-15T09:30:00.000Z';
    case 'date':
      return '2026-01-15';
    case 'email':
      return 'someone@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    case 'uuid':
      return '3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d';
    default:
      if (ADDRESS_FIELDS.test(name)) return 'someone@example.com';
      if (/(^|_)url$/.test(name)) return 'https://example.com/';
      if (name === 'domain') return 'mail.example.com';
      return 'string';
  }
}

// @nestjs/swagger writes OpenAPI 3.0 schemas; 3.1 (JSON Schema 2020-12) says nullable with a type array or
// an alternative of null, and exclusive bounds as numbers.
export function toOpenApi31(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApi31);
  if (typeof value !== 'object' || value === null) return value;
  const node: Json = {};
  for (const [key, child] of Object.entries(value)) node[key] = toOpenApi31(child);
  if (node.nullable === undefined) return node;
  const nullable = node.nullable === true;
  delete node.nullable;
  if (!nullable) return node;
  if (typeof node.type === 'string') {
    node.type = [node.type, 'null'];
    if (Array.isArray(node.enum)) node.enum = [...(node.enum as unknown[]), null];
    return node;
  }
  if (Array.isArray(node.type)) {
    if (!(node.type as string[]).includes('null')) node.type = [...(node.type as string[]), 'null'];
    return node;
  }
  const { description, ...rest } = node;
  return { ...(description !== undefined ? { description } : {}), anyOf: [rest, { type: 'null' }] };
}
