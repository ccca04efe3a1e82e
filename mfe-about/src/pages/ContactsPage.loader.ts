import { prefetchPage, previewTokenOf, type PageLoaderArgs, regionsQuery } from '@tax/shared';
import { companyQuery } from '../features/company/api/get-company.ts';
import { contactForm } from '../features/contacts/contact-form-part.ts';

/**
 * `/contacts`: the head office and the regional offices (`?preview=`: with an office's draft), and the message form's code beside them (the server renders
 * the form with the page; on a page the server rendered, the browser loads it when the form comes near the view).
 */
export const loader = async (args: PageLoaderArgs) => {
  const [page] = await Promise.all([
    prefetchPage(args, { wait: [companyQuery(args.locale), regionsQuery(args.locale, previewTokenOf(args.request.url))] }),
    contactForm.ready(),
  ]);
  return page;
};
