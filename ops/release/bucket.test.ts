/**
 * Issue 16, item 3: published files in an S3-compatible bucket. A deploy uploads a version folder with the cache
 * headers a CDN needs (manifests revalidated, the rest immutable), signed (SigV4), its marker last; another server
 * copies every version the registry names before serving it, and makes the live shell its own. A stand-in S3 server
 * answers here (PUT, GET, HEAD, ListObjectsV2), as MinIO or AWS would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredBucket, mirrorInto } from './bucket.ts';

const objects = new Map<string, { body: Buffer; headers: Record<string, string> }>();
const requests: string[] = [];
let server: Server;
let endpoint = '';
const publisher = mkdtempSync(join(tmpdir(), 'bucket-publisher-'));
const serverDir = mkdtempSync(join(tmpdir(), 'bucket-server-'));

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://s3');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (bucket !== 'site-files') return void response.writeHead(404).end();
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        objects.set(key, {
          body: Buffer.concat(chunks),
          headers: {
            'content-type': String(request.headers['content-type'] ?? ''),
            'cache-control': String(request.headers['cache-control'] ?? ''),
          },
        });
        response.writeHead(200).end();
      });
      return;
    }
    if (!key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k.replace(/&/g, '&amp;')}</Key></Contents>`).join('')}</ListBucketResult>`,
      );
      return;
    }
    const object = objects.get(key);
    if (!object) return void response.writeHead(404).end();
    response.writeHead(200, object.headers);
    response.end(request.method === 'HEAD' ? undefined : object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(publisher, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
});

const env = () => ({
  PUBLISH_BUCKET: 's3://site-files/prod',
  S3_ENDPOINT: endpoint,
  AWS_ACCESS_KEY_ID: 'test-key',
  AWS_SECRET_ACCESS_KEY: 'test-secret',
});
function version(dir: string, files: Record<string, string>) {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
}

describe('published files in a bucket', () => {
  it('a deploy uploads the version folder signed, with CDN cache headers, its marker last', async () => {
    version(join(publisher, 'mfe', 'news', '1.1.0'), {
      'mf-manifest.json': '{"name":"news"}',
      'static/js/main.3fa9.js': 'console.log("news 1.1.0")',
      'server/remoteEntry.cjs': 'module.exports = {}',
    });
    const bucket = configuredBucket(publisher, env())!;
    expect(await bucket.has('mfe/news/1.1.0')).toBe(false);
    expect(await bucket.upload('mfe/news/1.1.0')).toBe(3);
    expect(await bucket.has('mfe/news/1.1.0')).toBe(true);
    expect(objects.get('prod/mfe/news/1.1.0/mf-manifest.json')!.headers['cache-control']).toBe('no-cache');
    expect(objects.get('prod/mfe/news/1.1.0/static/js/main.3fa9.js')!.headers).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const puts = requests.filter((r) => r.startsWith('PUT'));
    expect(puts.at(-1)).toBe('PUT /site-files/prod/mfe/news/1.1.0/.complete');
    // Unsigned or wrongly signed requests are refused by the bucket: the client signs every one.
    expect((await fetch(`${endpoint}/site-files/prod/mfe/news/1.1.0/mf-manifest.json`)).status).toBe(403);
  });

  it('another server copies what the registry names before serving it, and makes the live shell its own', async () => {
    version(join(publisher, 'shell', 'versions', '2.0.0'), { 'index.html': '<html>shell 2.0.0</html>', 'mf-manifest.json': '{}' });
    const publisherBucket = configuredBucket(publisher, env())!;
    await publisherBucket.upload('shell/versions/2.0.0');

    const bucket = configuredBucket(serverDir, env())!;
    const activated: string[] = [];
    const mirror = mirrorInto(bucket, (v) => activated.push(v));
    const entry = (v: string) => ({ version: v, entry: `/mfe/news/${v}/mf-manifest.json` });
    await mirror({
      sections: { schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: entry('1.1.0'), previous: null } } },
      shell: { current: { version: '2.0.0' }, previous: null },
    });
    expect(readFileSync(join(serverDir, 'mfe', 'news', '1.1.0', 'static', 'js', 'main.3fa9.js'), 'utf8')).toBe('console.log("news 1.1.0")');
    expect(readFileSync(join(serverDir, 'shell', 'versions', '2.0.0', 'index.html'), 'utf8')).toBe('<html>shell 2.0.0</html>');
    expect(activated).toEqual(['2.0.0']);

    // Already here: nothing is fetched again; the same shell is not activated twice.
    const before = requests.length;
    await mirror({
      sections: { schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: entry('1.1.0'), previous: null } } },
      shell: { current: { version: '2.0.0' }, previous: null },
    });
    expect(requests.length).toBe(before);
    expect(activated).toEqual(['2.0.0']);
    // A folder whose upload has not finished (no marker) is not taken.
    objects.set('prod/mfe/news/1.2.0/mf-manifest.json', { body: Buffer.from('{}'), headers: {} });
    expect(await bucket.download('mfe/news/1.2.0')).toBe(false);
  });

  it('refuses a malformed bucket address', () => {
    expect(() => configuredBucket(publisher, { PUBLISH_BUCKET: 'https://site-files' })).toThrow(/s3:\/\/bucket\/prefix/);
    expect(configuredBucket(publisher, {})).toBeNull();
  });
});
