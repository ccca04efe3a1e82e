/**
 * Published files in an S3-compatible bucket (PUBLISH_BUCKET=s3://bucket/prefix; S3_ENDPOINT for a server other than
 * AWS, such as MinIO or a provider in Uzbekistan; S3_REGION; the keys from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).
 *
 * The bucket mirrors the deploy folder's layout (`mfe/<section>/<version>/…`, `shell/versions/<version>/…`). A deploy
 * uploads the new version folder before the registry names it, with the cache headers a CDN in front of the bucket
 * needs, and a `.complete` marker last. Each site server keeps a copy of the versions the registry names in its own
 * deploy folder (for server rendering and for serving), downloaded before it serves the new registry.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { s3Bucket } from '@tax/api';
import type { RegistrySnapshot } from './registry-backend.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const MARKER = '.complete';

/** What a CDN in front of the bucket should do with a file: manifests are asked for again, the rest never changes. */
export function cacheControlOf(file: string): string {
  return /(^|\/)(mf-manifest\.json|index\.html|routes\.json|boot-assets\.json)$/.test(file)
    ? 'no-cache'
    : 'public, max-age=31536000, immutable';
}

export interface Bucket {
  /** s3://bucket/prefix, for messages. */
  where: string;
  /** Uploads a version folder of the deploy folder (`mfe/news/1.4.2`); the marker goes last. Returns the file count. */
  upload(folder: string): Promise<number>;
  /** Makes a version folder present in `deployDir` (downloads it whole if missing); false if the bucket lacks it. */
  download(folder: string): Promise<boolean>;
  /** Whether the bucket has the whole version folder (its marker). */
  has(folder: string): Promise<boolean>;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The bucket configured by PUBLISH_BUCKET, or null (the deploy folder is then the one store: a shared folder). */
export function configuredBucket(deployDir: string, env: NodeJS.ProcessEnv = process.env): Bucket | null {
  const address = env.PUBLISH_BUCKET;
  if (!address) return null;
  const s3 = s3Bucket(address, 'PUBLISH_BUCKET', env);
  const { client, url, ok } = s3;
  const keyOf = (folder: string, file: string) => [s3.prefix, folder, file].filter(Boolean).join('/');

  async function list(folder: string): Promise<string[]> {
    const keys: string[] = [];
    const base = `${keyOf(folder, '')}`.replace(/\/?$/, '/');
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: base, ...(token ? { 'continuation-token': token } : {}) });
      const xml = await (await ok(await client.fetch(`${s3.bucketUrl}?${query}`), `list ${base}`)).text();
      for (const m of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(decodeXml(m[1]!).slice(base.length));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? decodeXml(/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? '') : undefined;
    } while (token);
    return keys;
  }

  return {
    where: address,
    async has(folder) {
      const response = await client.fetch(url(keyOf(folder, MARKER)), { method: 'HEAD' });
      return response.ok;
    },
    async upload(folder) {
      const dir = join(deployDir, folder);
      const files = filesOf(dir);
      for (const file of files) {
        const body = readFileSync(join(dir, file));
        const encoding = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : undefined;
        const type = TYPES[extname(file.replace(/\.(br|gz)$/, ''))] ?? 'application/octet-stream';
        await ok(
          await client.fetch(url(keyOf(folder, file)), {
            method: 'PUT',
            body,
            headers: {
              'content-type': type,
              'cache-control': cacheControlOf(file.replace(/\.(br|gz)$/, '')),
              ...(encoding ? { 'x-amz-meta-content-encoding': encoding } : {}),
            },
          }),
          `upload ${folder}/${file}`,
        );
      }
      await ok(await client.fetch(url(keyOf(folder, MARKER)), { method: 'PUT', body: String(files.length) }), `upload ${folder}/${MARKER}`);
      return files.length;
    },
    async download(folder) {
      const dir = join(deployDir, folder);
      if (existsSync(join(dir, MARKER)) || existsSync(join(dir, 'mf-manifest.json')) || existsSync(join(dir, 'index.html'))) return true;
      const keys = await list(folder);
      // A folder still being uploaded (no marker yet) is not there.
      if (!keys.includes(MARKER)) return false;
      const tmp = `${dir}.download-${process.pid}`;
      rmSync(tmp, { recursive: true, force: true });
      for (const file of keys) {
        const response = await ok(await client.fetch(url(keyOf(folder, file))), `download ${folder}/${file}`);
        const target = join(tmp, file);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, Buffer.from(await response.arrayBuffer()));
      }
      mkdirSync(dirname(dir), { recursive: true });
      renameSync(tmp, dir);
      return true;
    },
  };
}

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * What a site server does with each new registry snapshot when files live in a bucket: every version it names
 * (sections' current, previous and canary; the shell's current and previous) is copied into this server's deploy
 * folder first, and a new live shell is made this server's (`activate`). A failed download throws: the server keeps
 * serving the snapshot before until the next poll.
 */
export function mirrorInto(bucket: Bucket, activate: (shellVersion: string) => void) {
  let activeShell: string | null = null;
  return async (snapshot: RegistrySnapshot): Promise<void> => {
    const folders = [
      ...Object.entries(snapshot.sections.remotes).flatMap(([name, remote]) =>
        [remote.current, remote.previous, remote.canary].filter((entry) => !!entry).map((entry) => `mfe/${name}/${entry!.version}`),
      ),
      ...[snapshot.shell?.current, snapshot.shell?.previous].filter((entry) => !!entry).map((entry) => `shell/versions/${entry!.version}`),
    ];
    for (const folder of folders) if (!(await bucket.download(folder))) console.error(`${folder} is not in ${bucket.where}`);
    const live = snapshot.shell?.current.version;
    if (live && live !== activeShell) {
      activate(live);
      activeShell = live;
    }
  };
}
