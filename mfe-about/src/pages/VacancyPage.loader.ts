import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { applicationForm } from '../features/vacancies/application-form-part.ts';
import { vacancyQuery } from '../features/vacancies/api/get-vacancy.ts';

/** `/vacancy/:slug`: the vacancy (an unknown slug is the 404), and its application form's code beside it. */
export const loader = async (args: PageLoaderArgs) => {
  // A form whose code cannot load does not keep the vacancy from showing (its part fails on its own).
  const form = applicationForm.load().catch(() => undefined);
  const page = await prefetchPage(args, { main: vacancyQuery(args.params.slug ?? '', args.locale) });
  await form;
  return page;
};
