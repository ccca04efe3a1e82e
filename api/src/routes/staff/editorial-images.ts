/** /staff/editorial/images: editors upload images for content and choose their link-preview crop (editor role only). */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import { IMAGE_MAX_BYTES, ImageCrop, ImageCropBody, ImageIdParams } from '@tax/shared/contract';
import { editorialImages, type ImageActor } from '../../editorial/images.ts';
import { ApiHttpError, validationFailed } from '../../lib/errors.ts';
import { refused } from '../../files/images.ts';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import { addressOf, signedIn, type StaffContext } from '../../staff-session.ts';

const LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 };
const TOO_LARGE = `The image is too large: send a ${C.IMAGE_LIMITS_TEXT}`;

interface Received {
  size: number;
  sha256: string;
  truncated: boolean;
}

/** The multipart body: the `file` part written to `target` as it arrives (hashed and counted), and the `crop` field. */
async function readBody(request: FastifyRequest, target: string): Promise<{ file?: Received; crop?: string }> {
  let file: Received | undefined;
  let crop: string | undefined;
  for await (const part of request.parts({ limits: LIMITS })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        part.file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(target),
      );
      file = { size, sha256: hash.digest('hex'), truncated: part.file.truncated };
    } else if (part.fieldname === 'crop' && typeof part.value === 'string') crop = part.value;
  }
  return { file, ...(crop !== undefined ? { crop } : {}) };
}

async function receive(request: FastifyRequest, target: string) {
  try {
    return await readBody(request, target);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused('file_size', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiHttpError(413, 'payload_too_large', 'Too many parts: send one `file` and at most a `crop`');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiHttpError(415, 'unsupported_media_type', 'Send multipart/form-data');
    throw new ApiHttpError(400, 'bad_request', 'The multipart body could not be read');
  }
}

/** The `crop` field: JSON `{ x, y, width, height }` in pixels of the picture as seen; absent means centred. */
function cropOf(value: string | undefined): ImageCrop | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw validationFailed({ crop: 'invalid' });
  }
  const r = ImageCrop.safeParse(parsed);
  if (!r.success) throw validationFailed({ crop: 'invalid' });
  return r.data;
}

export async function registerEditorialImageRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const images = editorialImages(ctx, ctx.audit);
  const config = { cache: 'none' as const, staff: { roles: ['editor' as const] } };
  const actor = (request: FastifyRequest): ImageActor => {
    const p = signedIn(request);
    return { accountId: p.accountId, email: p.email, address: addressOf(request) };
  };
  const base = '/staff/editorial/images';

  app.post(base, { config, bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiHttpError(415, 'unsupported_media_type', 'Send multipart/form-data with a `file`');
    // Written to a temporary file as it arrives (never whole in memory), hashed on the way, removed after.
    const dir = await mkdtemp(path.join(tmpdir(), 'tax-image-'));
    try {
      const target = path.join(dir, 'upload');
      const body = await receive(request, target);
      if (body.file?.truncated || (body.file && body.file.size > IMAGE_MAX_BYTES)) throw refused('file_size', TOO_LARGE);
      if (!body.file) throw validationFailed({ file: 'file_required' });
      if (body.file.size === 0) throw validationFailed({ file: 'file_empty' });
      const crop = cropOf(body.crop);
      const { created, image } = await images.upload(target, { bytes: body.file.size, sha256: body.file.sha256 }, crop, actor(request));
      return reply.code(created ? 201 : 200).send(image);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  app.get(`${base}/:id`, { config, schema: { params: ImageIdParams } }, (request) => images.get(request.params.id));

  app.post(`${base}/:id/crop`, { config, schema: { params: ImageIdParams, body: ImageCropBody } }, (request) =>
    images.crop(request.params.id, request.body.crop),
  );
}
