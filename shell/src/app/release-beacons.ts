import type { BeaconEvent, BeaconKind } from '@tax/shared/contract';

type Send = (url: string, body: string) => void;

/** fetch with keepalive: it outlives the page (sent on pagehide), and needs no special content type as sendBeacon would. */
const keepaliveSend: Send = (url, body) => {
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' }, credentials: 'omit' }).catch(
    () => undefined,
  );
};

/**
 * The shell's release figures: what happened to which version of which app (page views, code that failed to load,
 * fallbacks to a previous version, render errors, unhandled rejections), counted in the page and sent in one small
 * batch at most every `everyMs` and when the page is hidden. Nothing about the visitor or the address is sent.
 */
export class ReleaseBeacons {
  private counts = new Map<string, BeaconEvent>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private url: string,
    private send: Send = keepaliveSend,
    private everyMs = 10_000,
  ) {}

  report(kind: BeaconKind, app: string, version: string | undefined): void {
    if (!version || !/^[0-9A-Za-z.+-]{1,64}$/.test(version) || !/^[a-z][a-z0-9-]{0,40}$/.test(app)) return;
    const key = `${kind} ${app} ${version}`;
    const event = this.counts.get(key) ?? { kind, app, version, count: 0 };
    event.count = Math.min(1000, (event.count ?? 0) + 1);
    this.counts.set(key, event);
    this.timer ??= setTimeout(() => this.flush(), this.everyMs);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.counts.size === 0) return;
    const events = [...this.counts.values()].slice(0, 50);
    this.counts.clear();
    this.send(this.url, JSON.stringify({ events }));
  }

  /** Sends what is counted when the visitor leaves or hides the page. */
  install(target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> } = window): void {
    target.addEventListener('pagehide', () => this.flush());
    target.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') this.flush();
    });
  }
}
