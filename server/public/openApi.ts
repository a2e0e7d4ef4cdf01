import { z } from 'zod';
import { ENCRYPT_MODE, type EndpointDef, TIMESTAMP_TOLERANCE_MS } from '../../src/contract';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { clientConfigSchema, PUBLIC_ROUTES } from '../../src/contract/publicRoutes';

/*
 * The API as an OpenAPI 3.1 document, generated from the contract (zod's JSON Schema output), so a partner's
 * back end can generate a client. The protocol (docs/protocol.md) is described as security schemes: the
 * token in Authorization, a Timestamp and `Sign = md5(Timestamp + signSecret + body + token)`; `Mode: encrypt`
 * bodies are `{"data": base64(AES-CBC(json))}`.
 */

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const SIGN_DESCRIPTION = [
  'Every call to a contract endpoint is signed: `Timestamp` is the client clock in milliseconds',
  `(within ±${TIMESTAMP_TOLERANCE_MS / 1000} s of the server), and \`Sign\` is the lowercase hex`,
  '`md5(Timestamp + signSecret + body + token)` over the exact body string sent (`""` for a GET or a',
  'multipart upload; `token` is `""` before sign-in). The deployment\'s `signSecret`, `cryptoKey` and',
  '`cryptoIv` are public: `GET /api/client-config` answers them. The sign is tamper-evidence, not',
  'authentication; the token authenticates.',
].join(' ');

const ENCRYPTION_DESCRIPTION = [
  `With the header \`Mode: ${ENCRYPT_MODE}\` a POST body is \`{"data": "<base64>"}\`, the Base64 of`,
  "AES-128-CBC (PKCS#7) of the JSON body with the deployment's `cryptoKey` and `cryptoIv` (16 UTF-8 characters",
  'each); an answer sent with `mode: encrypt` carries its `data` the same way. Endpoints marked',
  '`x-encrypted: true` accept nothing else.',
].join(' ');

const operationIdOf = (path: string) =>
  path
    .replace(/^\//, '')
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join('');

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/**
 * One zod schema as a component: its own `$defs` (recursive or registered schemas) become components of
 * their own, so every `$ref` resolves from the document's root.
 */
function addComponent(
  components: Record<string, JsonSchema>,
  name: string,
  schema: z.ZodType,
  io: 'input' | 'output',
): { $ref: string } {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>;
  delete converted.$schema;
  delete converted.$defs;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        if (inner === '#') out[key] = `#/components/schemas/${name}`;
        else if (inner.startsWith('#/$defs/'))
          out[key] = `#/components/schemas/${name}_${inner.slice('#/$defs/'.length)}`;
        else out[key] = inner;
      } else out[key] = rewrite(inner);
    }
    return out;
  };
  for (const [defName, def] of Object.entries(defs))
    components[`${name}_${defName}`] = rewrite(def) as JsonSchema;
  components[name] = rewrite(converted) as JsonSchema;
  return { $ref: `#/components/schemas/${name}` };
}

function envelopeOf(data: unknown): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data', 'message'],
    properties: {
      code: { type: 'string', description: '`0000` success, `-1` failure, `1004` session timed out.' },
      data,
      message: {
        type: 'string',
        description: 'Empty on success; the reason, in the `lang` language, otherwise.',
      },
    },
  };
}

const FAILURE = {
  description: 'A refusal: the envelope with `code` `-1` (or `1004`) and the reason in `message`.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } } },
};

function securityOf(endpoint: EndpointDef): Record<string, string[]>[] {
  if (endpoint.access.kind === 'public') return [{ timestamp: [], sign: [] }];
  return [{ token: [], timestamp: [], sign: [] }];
}

function accessOf(endpoint: EndpointDef): Record<string, unknown> {
  const { access } = endpoint;
  if (access.kind === 'session')
    return {
      kind: 'session',
      roles: access.roles,
      ...(access.permission ? { permission: access.permission } : {}),
    };
  return { kind: access.kind };
}

function queryParameters(schema: JsonSchema): Record<string, unknown>[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operationOf(endpoint: EndpointDef, components: Record<string, JsonSchema>): Operation {
  const id = operationIdOf(endpoint.path);
  const operation: Operation = {
    operationId: id,
    summary: endpoint.summary,
    security: securityOf(endpoint),
    'x-access': accessOf(endpoint),
    ...(endpoint.encrypted ? { 'x-encrypted': true } : {}),
    parameters: [
      { $ref: '#/components/parameters/lang' },
      { $ref: '#/components/parameters/traceId' },
      ...(endpoint.method === 'POST' ? [{ $ref: '#/components/parameters/mode' }] : []),
    ],
    responses: {} as Record<string, unknown>,
  };
  const request = addComponent(components, `${pascal(id)}Request`, endpoint.request, 'input');
  if (endpoint.method === 'GET') {
    const inline = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const query = inline.anyOf ? ((inline.anyOf as JsonSchema[])[0] ?? {}) : inline;
    (operation.parameters as unknown[]).push(...queryParameters(query), {
      name: '_t',
      in: 'query',
      required: false,
      schema: { type: 'integer' },
      description: 'The Timestamp.',
    });
  } else {
    const content: Record<string, unknown> = {
      'application/json': {
        schema: endpoint.encrypted
          ? { $ref: '#/components/schemas/EncryptedBody', description: `Encrypts ${request.$ref}.` }
          : request,
      },
    };
    if (endpoint.upload)
      content['multipart/form-data'] = {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          additionalProperties: { type: 'string' },
          description: `One file part \`file\` of at most ${endpoint.upload.maxBytes} bytes; the other parts are the fields of ${request.$ref}.`,
        },
      };
    operation.requestBody = { required: false, content };
  }
  const responses = operation.responses as Record<string, unknown>;
  if (endpoint.answer === 'file') {
    responses['200'] = {
      description: 'The file itself, named by Content-Disposition; a refusal answers the envelope instead.',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
        'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } },
      },
    };
  } else {
    const data = addComponent(components, `${pascal(id)}Response`, endpoint.response, 'output');
    responses['200'] = {
      description: endpoint.encrypted
        ? 'The envelope; its `data` is the Base64 ciphertext of the JSON value (header `mode: encrypt`).'
        : 'The envelope with the answer in `data`, or a refusal (`code` `-1` / `1004`).',
      content: {
        'application/json': {
          schema: envelopeOf(
            endpoint.encrypted ? { type: 'string', description: `Encrypts ${data.$ref}.` } : data,
          ),
        },
      },
    };
  }
  responses['400'] = FAILURE;
  responses.default = FAILURE;
  return operation;
}

/** The OpenAPI 3.1 document of every contract endpoint and the public routes. */
export function buildOpenApiDocument(version: string): Record<string, unknown> {
  const components: Record<string, JsonSchema> = {
    FailureEnvelope: envelopeOf({ description: 'Usually null.' }),
    EncryptedBody: {
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'string', contentEncoding: 'base64' } },
      description: ENCRYPTION_DESCRIPTION,
    },
  };
  const paths: Record<string, Record<string, Operation>> = {};
  for (const endpoint of ENDPOINTS) {
    const path = `/api${endpoint.path}`;
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operationOf(endpoint, components);
  }
  const clientConfig = addComponent(components, 'ClientConfig', clientConfigSchema, 'output');
  for (const route of PUBLIC_ROUTES) {
    const isConfig = route.path === '/client-config';
    paths[`/api${route.path}`] = {
      get: {
        operationId: operationIdOf(route.path),
        summary: route.summary,
        security: [],
        'x-access': { kind: 'public' },
        responses: {
          '200': {
            description: isConfig ? 'The envelope with the settings in `data`.' : 'This document.',
            content: {
              'application/json': { schema: isConfig ? envelopeOf(clientConfig) : { type: 'object' } },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dispatch Console platform API',
      version,
      description: `${SIGN_DESCRIPTION}\n\n${ENCRYPTION_DESCRIPTION}`,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The session token of `/login/auth` (optionally as `Bearer <token>`).',
        },
        timestamp: {
          type: 'apiKey',
          in: 'header',
          name: 'Timestamp',
          description: 'Client clock in milliseconds; part of the Sign.',
        },
        sign: { type: 'apiKey', in: 'header', name: 'Sign', description: SIGN_DESCRIPTION },
      },
      parameters: {
        lang: {
          name: 'lang',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['zh_CN', 'en_US', 'ja_JP', 'ko_KR'] },
          description: 'Language of the messages.',
        },
        traceId: { name: 'traceId', in: 'header', required: false, schema: { type: 'string' } },
        mode: {
          name: 'Mode',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: [ENCRYPT_MODE] },
          description: ENCRYPTION_DESCRIPTION,
        },
      },
    },
  };
}
