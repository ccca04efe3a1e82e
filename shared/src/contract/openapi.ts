/** Builds the OpenAPI 3.1 document from the endpoint list (server side only: it needs zod's JSON Schema). */
import * as z from 'zod/mini';
import { ErrorBody } from './common.ts';
import { endpoints, type EndpointDef } from './endpoints.ts';

type Json = Record<string, unknown>;

/**
 * zod gives each schema its own `$defs` (recursive types: the structure tree) with `#/$defs/…` references. Inside an
 * OpenAPI document such a reference points at the document's root, where nothing is: the definitions move to
 * `components/schemas` under a name of their own and the references follow them. `$schema` goes too (the
 * document's dialect is 2020-12 already).
 */
function schemaFactory(components: Record<string, unknown>) {
  return (s: z.ZodMiniType, io: 'input' | 'output', name: string): Json => {
    const js = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    const defs = (js.$defs ?? {}) as Record<string, unknown>;
    delete js.$defs;
    delete js.$schema;
    const renamed = new Map(Object.keys(defs).map((key) => [`#/$defs/${key}`, `#/components/schemas/${name}_${key.replace(/^_+/, '')}`]));
    const rewrite = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(rewrite);
      if (v === null || typeof v !== 'object') return v;
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, k === '$ref' && typeof x === 'string' && renamed.has(x) ? renamed.get(x) : rewrite(x)]),
      );
    };
    for (const [key, def] of Object.entries(defs)) components[`${name}_${key.replace(/^_+/, '')}`] = rewrite(def);
    return rewrite(js) as Json;
  };
}

function parametersOf(d: EndpointDef, jsonSchema: ReturnType<typeof schemaFactory>, operationId: string) {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', d.params],
    ['query', d.query],
  ] as const) {
    if (!schema) continue;
    const js = jsonSchema(schema, 'input', `${operationId}_${where}`) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, prop] of Object.entries(js.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: prop });
    }
  }
  return out;
}

export function buildOpenApi(opts: { serverUrl: string; version?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  const jsonSchema = schemaFactory(schemas);
  const errorSchema = jsonSchema(ErrorBody, 'output', 'Error');
  for (const [name, d] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const op: Record<string, unknown> = {
      operationId: name,
      summary: d.summary,
      tags: [d.tag],
      parameters: parametersOf(d, jsonSchema, name),
    };
    if (d.body) {
      const schema = jsonSchema(d.body, 'input', `${name}_body`);
      if (d.bodyKind === 'multipart') {
        const props = { ...(schema.properties as object), cv: { type: 'string', format: 'binary' } };
        op.requestBody = {
          required: true,
          content: {
            'multipart/form-data': { schema: { ...schema, properties: props, required: [...((schema.required as string[]) ?? []), 'cv'] } },
          },
        };
      } else {
        op.requestBody = { required: true, content: { 'application/json': { schema } } };
      }
    }
    if (d.idempotent) {
      (op.parameters as unknown[]).push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', maxLength: 200 },
        description: 'A retried submission with the same key is stored once and gets the same answer.',
      });
    }
    const ok = String(d.status ?? 200);
    const responses: Record<string, unknown> = {};
    if (d.response)
      responses[ok] = {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(d.response, 'output', `${name}_response`) } },
      };
    else if (d.produces) responses[ok] = { description: 'OK', content: { [d.produces]: {} } };
    else responses[ok] = { description: 'OK' };
    responses.default = { description: 'Error', content: { 'application/json': { schema: errorSchema } } };
    op.responses = responses;
    if (d.auth === 'telephony') op.security = [{ telephony: [] }];
    else if (d.auth) op.security = [{ session: [] }];
    (paths[d.path] ??= {})[d.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tax service enterprise: content and forms API',
      version: opts.version ?? '1.0.0',
      description:
        'Every text answer is in `?locale=uz|ru|en` (else Accept-Language, else uz); missing translations fall back to Uzbek with `translated: false`. Validation failures are 422 with per-field codes.',
    },
    servers: [{ url: opts.serverUrl }],
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'tax_sid' },
        telephony: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
