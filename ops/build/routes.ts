/**
 * `npm run routes`: writes every app's `src/site-routes.gen.d.ts` from the sections' routes.ts (the typecheck runs it
 * first, so typed links always check against the sections' pages as they are now).
 */
import { writeSiteRouteTypes } from './route-table.ts';

const tables = writeSiteRouteTypes();
const count = Object.values(tables).reduce((sum, table) => sum + Object.keys(table).length, 0);
console.log(`routes: ${count} pages of ${Object.keys(tables).length} sections`);
