import { nearView } from '@tax/shared';

/**
 * A vacancy's application form, below its description: its code (and the form kit's) loads when the form's heading
 * comes near the view, not with the page (the kit's nearView). The page's loader loads it first on the server and on
 * a navigation in the browser.
 */
export const applicationForm = nearView('application-title', () =>
  import('./components/ApplicationForm.tsx').then((module) => module.ApplicationForm),
);
