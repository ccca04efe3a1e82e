/**
 * Where uploaded files (CVs) are kept: a folder by default (UPLOADS_DIR, else api/.data/uploads), or an
 * S3-compatible bucket when UPLOADS_BUCKET=s3://bucket/prefix is set, with the same S3_ENDPOINT, S3_REGION,
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY as the published files' bucket (ops/release/bucket.ts; the API does not
 * import ops, so the few lines are its own). Uploads are personal data: their bucket must not be the public
 * PUBLISH_BUCKET, and nothing in it is ever served without the staff workspace's checks.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { AwsClient } from 'aws4fetch';

export interface FileStore {
  /** Where, for messages (a folder or s3://bucket/prefix). */
  where: string;
  /** Stores the file at `from` under `key` (replacing what was there). */
  put(key: string, from: string): Promise<void>;
  /** Stores bytes under `key` (the migration of CVs once kept in the database). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored file as a stream, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by the API (`cv/<uuid>`, `images/<uuid>/w960.webp`): anything else is a bug, refused before it can
 * name a path (a file name has no `/` and no `..`).
 */
const KEY_RE = /^[a-z]+\/[0-9a-f-]{36}(?:\/[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z]{3,4})?$/;
function checkKey(key: string): string {
  if (!KEY_RE.test(key)) throw new Error(`not a file-store key: ${key}`);
  return key;
}

export const DEFAULT_UPLOADS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/uploads');

export function folderStore(dir: string): FileStore {
  const file = (key: string) => path.join(dir, checkKey(key));
  // Written beside the target under another name and renamed: a reader never sees half a file.
  const place = async (key: string, write: (tmp: string) => Promise<void>) => {
    const target = file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${Date.now()}.part`;
    await write(tmp);
    await rename(tmp, target);
  };
  return {
    where: dir,
    put: (key, from) => place(key, (tmp) => copyFile(from, tmp)),
    putBytes: (key, bytes) => place(key, (tmp) => writeFile(tmp, bytes)),
    async get(key) {
      const target = file(key);
      try {
        await stat(target);
      } catch {
        return null;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
      // An image's folder (`images/<id>/`) goes with its last file; one still holding files stays.
      if (key.split('/').length === 3) await rmdir(path.dirname(file(key))).catch(() => undefined);
    },
  };
}

/**
 * An S3-compatible bucket named by an `s3://bucket/prefix` address, signed with the S3_* and AWS_* variables: the
 * signed client, the prefix, each key's path-style address (endpoint/bucket/key: AWS and every S3-compatible server), and a check
 * of the bucket's answers. The one reading of those settings, for the uploads here and the published files
 * (ops/release/bucket.ts, PUBLISH_BUCKET).
 */
export function s3Bucket(address: string, variable: string, env: NodeJS.ProcessEnv) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,62})(?:\/(.*))?$/.exec(address);
  if (!match) throw new Error(`${variable} must look like s3://bucket/prefix (got "${address}")`);
  const bucket = match[1]!;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const region = env.S3_REGION ?? 'us-east-1';
  const endpoint = (env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/$/, '');
  const client = new AwsClient({
    accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
    service: 's3',
    region,
  });
  /** The bucket's own address (for listing), and an object's (each segment of its key encoded). */
  const bucketUrl = `${endpoint}/${bucket}`;
  const url = (key: string) => `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const ok = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what}: the bucket answered ${response.status} ${(await response.text()).slice(0, 200)}`);
    return response;
  };
  return { client, prefix, bucketUrl, url, ok };
}

export function bucketStore(address: string, env: NodeJS.ProcessEnv): FileStore {
  const s3 = s3Bucket(address, 'UPLOADS_BUCKET', env);
  const { client, ok } = s3;
  const url = (key: string) => s3.url([s3.prefix, checkKey(key)].filter(Boolean).join('/'));
  const putBytes = async (key: string, bytes: Uint8Array) => {
    await ok(
      await client.fetch(url(key), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } }),
      `store ${key}`,
    );
  };
  return {
    where: address,
    // CVs are at most 5 MiB: read whole from the temporary file (asynchronously) and sent signed.
    put: async (key, from) => putBytes(key, await readFile(from)),
    putBytes,
    async get(key) {
      const response = await client.fetch(url(key));
      if (response.status === 404) return null;
      await ok(response, `read ${key}`);
      return Readable.fromWeb(response.body! as import('node:stream/web').ReadableStream);
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await ok(response, `delete ${key}`);
    },
  };
}

/** The store the environment configures: UPLOADS_BUCKET, else the folder UPLOADS_DIR (default api/.data/uploads). */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env): FileStore {
  if (env.UPLOADS_BUCKET) return bucketStore(env.UPLOADS_BUCKET, env);
  return folderStore(env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : DEFAULT_UPLOADS_DIR);
}
