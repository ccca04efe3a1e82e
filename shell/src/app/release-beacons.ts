import type { BeaconEvent, BeaconKind, VitalMetric, VitalSample } from '@tax/shared/contract';

type Send = (url: string, body: string) => void;

/** fetch with keepalive: it outlives the page (sent on pagehide), and needs no special content type as sendBeacon would. */
const keepaliveSend: Send = (url, body) => {
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' }, credentials: 'omit' }).catch(
    () => undefined,
  );
};

/** The page view's token from the API (decision 0041): never cached, so each page load has its own. */
const fetchToken = (url: string) => async (): Promise<string | undefined> => {
  const response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { token?: unknown };
  return typeof body.token === 'string' ? body.token : undefined;
};

/**
 * The shell's release figures: what happened to which version of which app (page views, code that failed to load,
 * fallbacks to a previous version, render errors, unhandled rejections), counted in the page and sent in one small
 * batch at most every `everyMs` and when the page is hidden. Nothing about the visitor or the address is sent; each
 * batch carries this page load's view token (asked for with the first report), without which the API counts nothing.
 */
export class ReleaseBeacons {
  private counts = new Map<string, BeaconEvent>();
  /** The page load's speed not sent yet: each metric once (the API counts no more per page view). */
  private vitals = new Map<VitalMetric, VitalSample>();
  private vitalsSent = new Set<VitalMetric>();
  private flushQueued = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private token: string | undefined;
  private tokenAsked = 0;

  constructor(
    private url: string,
    private send: Send = keepaliveSend,
    private everyMs = 10_000,
    private getToken: () => Promise<string | undefined> = fetchToken(`${url}/token`),
  ) {}

  /** Once per page load, and again after 25 minutes: the API counts a token for 30 (a tab may stay open for hours). */
  private askToken(): void {
    if (this.tokenAsked && Date.now() - this.tokenAsked < 25 * 60_000) return;
    this.tokenAsked = Date.now();
    void this.getToken().then(
      (token) => (this.token = token),
      () => undefined,
    );
  }

  report(kind: BeaconKind, app: string, version: string | undefined): void {
    if (!version || !/^[0-9A-Za-z.+-]{1,64}$/.test(version) || !/^[a-z][a-z0-9-]{0,40}$/.test(app)) return;
    const key = `${kind} ${app} ${version}`;
    const event = this.counts.get(key) ?? { kind, app, version, count: 0 };
    event.count = Math.min(1000, (event.count ?? 0) + 1);
    this.counts.set(key, event);
    this.askToken();
    this.timer ??= setTimeout(() => this.flush(), this.everyMs);
  }

  /**
   * One of the page load's vitals (decision 0046), of the app, version and page it landed on. The library reports
   * some as the page is hidden, around this class's own flush: then they go at once.
   */
  reportVital(metric: VitalMetric, app: string, version: string | undefined, page: string, value: number, hidden = false): void {
    if (!version || this.vitalsSent.has(metric) || !Number.isFinite(value)) return;
    this.vitals.set(metric, { metric, app, version, page, value });
    this.askToken();
    // The library reports INP and CLS together as the page is hidden: they go in one batch, before the page is gone.
    if (hidden) {
      if (!this.flushQueued) queueMicrotask(() => this.flush());
      this.flushQueued = true;
    } else this.timer ??= setTimeout(() => this.flush(), this.everyMs);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushQueued = false;
    if (this.counts.size === 0 && this.vitals.size === 0) return;
    const events = [...this.counts.values()].slice(0, 50);
    const vitals = [...this.vitals.values()];
    this.counts.clear();
    this.vitals.clear();
    for (const { metric } of vitals) this.vitalsSent.add(metric);
    this.send(this.url, JSON.stringify({ events, ...(vitals.length ? { vitals } : {}), ...(this.token ? { token: this.token } : {}) }));
  }

  /** Sends what is counted when the visitor leaves or hides the page. */
  install(target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> } = window): void {
    target.addEventListener('pagehide', () => this.flush());
    target.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') this.flush();
    });
  }
}
