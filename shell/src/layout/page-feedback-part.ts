import { nearView } from '@tax/shared';

/**
 * "Is this page useful?", at the foot of every page: its code loads when it comes near the view, not with the page
 * (the kit's nearView), so a visitor who reads the first screen and goes on never loads or runs it. The server loads it
 * before its first render and renders it on every page; until its code is there in the browser it is the server's
 * markup, and a press on one of its buttons is kept and done once it is live (PageFeedback.tsx).
 */
export const pageFeedback = nearView('page-feedback', () => import('./PageFeedback.tsx').then((module) => module.PageFeedback));
