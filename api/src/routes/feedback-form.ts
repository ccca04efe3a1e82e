/**
 * Page feedback sent by the foot's plain HTML form, when the page has no scripts: the same route and contract as the
 * JSON body (and so the same throttling and Origin/Sec-Fetch checks), read from application/x-www-form-urlencoded and
 * answered with a 303 back to the page, whose address carries what happened (`?feedback=thanks#page-feedback`): the
 * page says it in the visitor's language. A visitor without scripts never sees a JSON page, whatever went wrong.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import { fieldErrors } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** What the page is told back; the shell's PageFeedback shows each as a sentence (and the form again on an error). */
export type FeedbackOutcome = C.PageFeedbackOutcome;

const FIELDS = ['path', 'useful', 'message'] as const;

/**
 * The form's fields, strictly: percent-escapes that are not UTF-8 refuse the body (never stored as U+FFFD), the first
 * of a repeated field counts, fields the form does not have are left out, and an empty field is one not sent.
 */
export function parseFeedbackForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    if ((FIELDS as readonly string[]).includes(name) && !(name in fields) && value !== '') fields[name] = value;
  }
  return fields;
}

/** A path of this site to go back to: one leading '/', never '//' or '/\' (another host to a browser); else the home page. */
export function returnPathOf(value: unknown): string {
  if (typeof value !== 'string' || !/^\/[^\s?#<>"]{0,299}$/.test(value) || /^\/[/\\]/.test(value)) return '/';
  return value;
}

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === FORM_TYPE;
}

/**
 * The 303 back. When the API is another host than the site, the path is the site's: the Origin the browser sent, if
 * it is the site (the same test that let the request in; a refused one goes to a path on the API's own host).
 */
export function sendBack(ctx: ApiContext, request: FastifyRequest, reply: FastifyReply, path: unknown, outcome: FeedbackOutcome) {
  const origin = request.headers.origin;
  const site = origin === ctx.siteOrigin ? origin : '';
  return reply
    .code(303)
    .header('location', `${site}${returnPathOf(path)}?feedback=${outcome}#page-feedback`)
    .send();
}

/** The outcome of a form the contract refused: nothing chosen nor written, or something not acceptable. */
export function refusedOutcome(body: unknown): FeedbackOutcome {
  const r = C.PageFeedbackBody.safeParse(body);
  if (r.success) return 'thanks';
  const fields = fieldErrors(r.error.issues);
  return Object.values(fields).every((code) => code === 'required') && !fields.path ? 'required' : 'invalid';
}

/**
 * Lets the scope read urlencoded bodies (only this scope: the rest of the API stays JSON and multipart), and answers
 * any failure of a form post (throttled, refused origin, unreadable body, the database away) with a 303 back.
 */
export function acceptFeedbackForms(scope: FastifyInstance, ctx: ApiContext): void {
  scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseFeedbackForm(body as string));
    } catch {
      done(Object.assign(new Error('The form body is not valid UTF-8'), { statusCode: 400 }), undefined);
    }
  });
  scope.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    // A script's JSON request keeps the API's one error shape (thrown on, to the API's own handler).
    if (!isFormPost(request)) throw err;
    const body = request.body as Record<string, string> | undefined;
    const outcome: FeedbackOutcome = err.statusCode === 429 ? 'busy' : err.statusCode === 400 ? 'invalid' : 'failed';
    if (!err.statusCode || err.statusCode >= 500) request.log.warn({ err }, 'page feedback form not stored');
    return sendBack(ctx, request, reply, body?.path, outcome);
  });
}
