import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { slidesQuery } from '../features/slider/api/get-slides.ts';
import { companyQuery } from '../lib/api/get-company.ts';

/** `/`: the first screen's data (slider and company); every part below loads its own, with its own error state. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [slidesQuery(args.locale), companyQuery(args.locale)] });
