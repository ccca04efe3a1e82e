// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, pageSecurityHeaders, transportHeaders } from './security-headers.ts';

const none = { apiOrigin: '', analyticsOrigin: '', devOrigins: [] };

describe('the security headers, one definition for pages and the API', () => {
  it('lets a page load scripts from its own origin only, and a development server only for the browser that loads from it', () => {
    const visitor = pageSecurityHeaders(none)['content-security-policy'];
    expect(visitor).toContain("script-src 'self';");
    expect(visitor).toContain("frame-ancestors 'none'");
    expect(visitor).not.toContain('localhost');
    const dev = pageSecurityHeaders({ ...none, devOrigins: ['http://localhost:3004'] })['content-security-policy'];
    expect(dev).toContain("script-src 'self' http://localhost:3004;");
    expect(dev).toContain("connect-src 'self' http://localhost:3004 ws://localhost:3004;");
  });

  it('adds the configured API and analytics origins where a page needs them', () => {
    const csp = pageSecurityHeaders({ apiOrigin: 'https://api.example', analyticsOrigin: 'https://stats.example', devOrigins: [] })[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self' https://stats.example;");
    expect(csp).toContain("connect-src 'self' https://api.example https://stats.example;");
  });

  it('shares the common headers between pages and the API, and keeps what differs', () => {
    const page = pageSecurityHeaders(none);
    const api = apiSecurityHeaders();
    for (const name of ['x-content-type-options', 'cross-origin-opener-policy', 'x-frame-options']) expect(page[name]).toBe(api[name]);
    expect(page['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api['referrer-policy']).toBe('no-referrer');
    expect(api['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('sends HSTS over HTTPS only', () => {
    expect(transportHeaders('https')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(transportHeaders('http')).toEqual({ 'x-content-type-options': 'nosniff' });
  });
});
