import type { PageViews } from './middleware.ts';
import type { RuntimeConfig } from './runtime-config.ts';

/** The analytics tag, configured at run time: nothing is loaded or sent when it is not configured. */
export function installAnalytics(config: RuntimeConfig, pageViews: PageViews): void {
  const analytics = config.analytics;
  if (!analytics) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  const script = document.createElement('script');
  script.async = true;
  script.src = analytics.src;
  script.dataset.analyticsId = analytics.id;
  document.head.appendChild(script);
  pageViews.listen((view) => w.dataLayer?.push({ event: 'page_view', id: analytics.id, ...view }));
}
