/** The OpenAPI document validates with a standard OpenAPI 3.1 validator, every reference included. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { json, useApi } from './helpers.ts';

const t = useApi();

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1, and every $ref resolves (no dangling #/$defs/…)', async () => {
    const doc = json(await t.app.inject({ url: '/api/openapi.json' }));
    expect(doc.openapi).toBe('3.1.0');
    // Read before validating: the validator resolves references in place (the recursive tree becomes a cycle).
    const text = JSON.stringify(doc);
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result, JSON.stringify(result.errors)).toEqual({ valid: true });
    // The validator follows references; resolving them all proves none dangles.
    expect(() => validator.resolveRefs()).not.toThrow();
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z0-9_]+$/);
    expect(text).not.toContain('"$defs"');
  });

  it('names the session cookie the API really sets', async () => {
    const doc = json(await t.app.inject({ url: '/api/openapi.json' }));
    expect(doc.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'tax_sid' });
  });
});
