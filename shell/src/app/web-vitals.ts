import type { VitalMetric } from '@tax/shared/contract';

type WebVitals = Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB'>;
/** A metric of this page load, and whether the page is hidden now (then it must be sent at once). */
export type VitalReport = (metric: VitalMetric, value: number, hidden: boolean) => void;

/**
 * The page load's LCP, INP, CLS and TTFB as the `web-vitals` library measures them (decision 0046). The library is
 * loaded when the browser is first idle, off the first load's path: it reads what the browser buffered since the
 * start (paints, shifts, the navigation's timing, interactions), so nothing is missed by loading it late.
 */
export function watchVitals(
  report: VitalReport,
  load: () => Promise<WebVitals> = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'),
): void {
  const start = () =>
    void load().then(
      ({ onLCP, onINP, onCLS, onTTFB }) => {
        const send = ({ name, value }: { name: string; value: number }) =>
          report(name as VitalMetric, value, document.visibilityState === 'hidden');
        onLCP(send);
        onINP(send);
        onCLS(send);
        onTTFB(send);
      },
      // Speed figures are worth a request, never an error: a page that could not load them just sends none.
      () => undefined,
    );
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 2_000);
}
