import { nearView } from '@tax/shared';

/**
 * "Is this page useful?", at the foot of every page: its code is not part of the page's start-up (the kit's nearView).
 * It loads when the browser is first idle after the page is live (loadPageFeedbackSoon), or sooner if it comes near the
 * view: it stays rendered across navigations, and React holds a navigation until what it renders has its code. The
 * server loads it before its first render and renders it on every page; until its code is there in the browser it is
 * the server's markup, and a press on one of its buttons is kept and done once it is live (PageFeedback.tsx).
 */
export const pageFeedback = nearView('page-feedback', () => import('./PageFeedback.tsx').then((module) => module.PageFeedback));

/**
 * Loads the foot's code at the first idle moment after the page is live, or at the visitor's first press or key (which
 * may be a link about to be followed: a navigation waits for the code of what it renders again). Called once, by the
 * shell when the page is live.
 */
export function loadPageFeedbackSoon(): void {
  const load = () => void pageFeedback.ready();
  for (const type of ['pointerdown', 'keydown'] as const)
    document.addEventListener(type, load, { once: true, capture: true, passive: true });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
