import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { applicationForm } from '../features/vacancies/application-form-part.ts';
import { vacancyQuery } from '../features/vacancies/api/get-vacancy.ts';

/** `/vacancy/:slug`: the vacancy (an unknown slug is the 404; `?preview=`: an editor's draft), and its application form's code beside it. */
export const loader = async (args: PageLoaderArgs) => {
  const [page] = await Promise.all([
    prefetchPage(args, { main: vacancyQuery(args.params.slug ?? '', args.locale, previewTokenOf(args.request.url)) }),
    applicationForm.ready(),
  ]);
  return page;
};
