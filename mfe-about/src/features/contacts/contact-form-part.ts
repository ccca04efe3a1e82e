import { nearView } from '@tax/shared';

/**
 * The contacts page's message form, last on the page behind every office: its code (and the form kit's) loads when
 * the form comes near the view, not with the page (the kit's nearView). The page's loader loads it first on the server
 * and on a navigation in the browser.
 */
export const contactForm = nearView('message', () => import('./components/ContactForm.tsx').then((module) => module.ContactForm));
