/**
 * Operators' endpoints of the API, for commands run on the server's own machine while it runs (`npm run staff`): only
 * when an ops token is configured, only from a loopback address with no proxy in between, only with the token. Anything
 * else gets the 404 of an address that does not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { ApiHttpError } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { createStaffAccount, generatePassword } from '../staff.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isOperator(request: FastifyRequest, token: string): boolean {
  // The socket's own address, not request.ip (which a trusted proxy's header sets), and no forwarding header at all: a
  // reverse proxy on this machine connects from loopback too, on behalf of anyone.
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const given = Buffer.from(String(request.headers['x-ops-token'] ?? ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function registerOpsRoutes(fastify: FastifyInstance, ctx: ApiContext, token: string | undefined) {
  if (!token) return;
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.post(
    '/__ops/staff-accounts',
    {
      config: { cache: 'none' },
      bodyLimit: 4096,
      // The token is checked before the body is looked at: nobody else learns what it would accept.
      onRequest: async (request) => {
        if (!isOperator(request, token))
          throw new ApiHttpError(404, 'not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}`);
      },
      schema: { body: C.OpsStaffBody },
    },
    async (request) => {
      const body = request.body;
      const password = body.password ?? generatePassword();
      try {
        const r = await createStaffAccount(ctx.db, {
          email: body.email,
          password,
          roles: body.roles,
          ...(body.name ? { name: body.name } : {}),
          reset: body.reset ?? false,
          now: ctx.now,
        });
        return { ...r, password: body.password ? null : password };
      } catch (error) {
        throw new ApiHttpError(409, 'refused', error instanceof Error ? error.message : String(error));
      }
    },
  );
}
