/**
 * View tokens: what binds a release beacon to one real page view (docs/decisions/0041). The server signs a token
 * (issue time, random id, HMAC-SHA256) for each page load that asks; a beacon counts only with a fresh, valid one,
 * and one token adds at most one visit per app and version and a few errors of each kind. Spending is remembered in
 * this process until the token expires, in a bounded map: several processes may each spend a token once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface ViewTokenLimits {
  /** How long a token counts after it was issued (a page that stays open longer stops reporting). */
  ttlMs: number;
  /** What one token adds at most per app, version and error kind. */
  errorsPerKind: number;
  /** Apps and versions one token may report on (a visitor moving between sections reports on several). */
  appsPerToken: number;
  /** Tokens remembered at once; beyond it new tokens count nothing until older ones expire. */
  maxTokens: number;
}

export const DEFAULT_VIEW_TOKEN_LIMITS: ViewTokenLimits = { ttlMs: 30 * 60_000, errorsPerKind: 3, appsPerToken: 20, maxTokens: 200_000 };

/** What one token has added so far for one app and version. */
interface Spent {
  visit: boolean;
  view: boolean;
  failed: boolean;
  errors: Map<string, number>;
}

/** What a beacon event may add, once checked against the token's spending. */
export interface Allowed {
  app: string;
  version: string;
  kind: string;
  count: number;
}

export class ViewTokens {
  private readonly key: Buffer;
  private readonly spent = new Map<string, { expires: number; apps: Map<string, Spent>; vitals: Set<string> }>();
  private lastSweep = 0;

  constructor(
    secret: string | undefined,
    readonly limits: ViewTokenLimits = DEFAULT_VIEW_TOKEN_LIMITS,
  ) {
    // Servers sharing one ops token (node:cluster workers, a balancer's servers) accept each other's tokens.
    this.key = createHmac('sha256', 'tax-view-token')
      .update(secret ?? randomBytes(32))
      .digest();
  }

  issue(at: Date): string {
    const body = `${at.getTime().toString(36)}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The token's id when it is well signed and fresh at `at`, else null. */
  verify(token: unknown, at: Date): string | null {
    if (typeof token !== 'string' || token.length > 120) return null;
    const [issued, id, signature] = token.split('.');
    if (!issued || !id || !signature || token.split('.').length !== 3) return null;
    const expected = Buffer.from(this.sign(`${issued}.${id}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const age = at.getTime() - parseInt(issued, 36);
    // A minute of clock difference between servers is tolerated.
    return age >= -60_000 && age <= this.limits.ttlMs ? id : null;
  }

  /**
   * What the token may still add: a visit the first time it reports on an app and version, at most one view, at most
   * `errorsPerKind` of each error kind, and a failed visit the first time it reports an error there.
   */
  spend(
    id: string,
    events: { app: string; version: string; kind: string; count: number }[],
    errorKinds: readonly string[],
    at: Date,
  ): Allowed[] {
    const token = this.entry(id, at);
    if (!token) return [];
    const allowed: Allowed[] = [];
    for (const event of events) {
      const appKey = `${event.app} ${event.version}`;
      let spent = token.apps.get(appKey);
      if (!spent) {
        if (token.apps.size >= this.limits.appsPerToken) continue;
        spent = { visit: false, view: false, failed: false, errors: new Map() };
        token.apps.set(appKey, spent);
      }
      const add = (kind: string, count: number) => count > 0 && allowed.push({ app: event.app, version: event.version, kind, count });
      const isError = errorKinds.includes(event.kind);
      if (event.kind === 'view') {
        if (spent.view) continue;
        spent.view = true;
        add('view', 1);
      } else if (isError) {
        const used = spent.errors.get(event.kind) ?? 0;
        const granted = Math.max(0, Math.min(event.count, this.limits.errorsPerKind - used));
        if (granted === 0) continue;
        spent.errors.set(event.kind, used + granted);
        add(event.kind, granted);
      } else continue;
      if (!spent.visit) {
        spent.visit = true;
        add(VISIT, 1);
      }
      if (isError && !spent.failed) {
        spent.failed = true;
        add(FAILED_VISIT, 1);
      }
    }
    return allowed;
  }

  /**
   * Whether the token may report this metric: once per page view (decision 0046), whatever app or page it names,
   * since a page load measures each of its vitals once.
   */
  spendVital(id: string, metric: string, at: Date): boolean {
    const token = this.entry(id, at);
    if (!token || token.vitals.has(metric)) return false;
    token.vitals.add(metric);
    return true;
  }

  private entry(id: string, at: Date) {
    this.sweep(at);
    let token = this.spent.get(id);
    if (!token) {
      if (this.spent.size >= this.limits.maxTokens) return undefined;
      token = { expires: at.getTime() + this.limits.ttlMs + 60_000, apps: new Map(), vitals: new Set() };
      this.spent.set(id, token);
    }
    return token;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 32);
  }

  private sweep(at: Date): void {
    if (at.getTime() - this.lastSweep < 60_000) return;
    this.lastSweep = at.getTime();
    for (const [id, token] of this.spent) if (token.expires < at.getTime()) this.spent.delete(id);
  }
}

/** Kinds only the server writes: distinct page views (tokens) that reported on a version, and those with an error. */
export const VISIT = 'visit';
export const FAILED_VISIT = 'failed-visit';
