import type { ApiContext } from '../context.ts';

/** What a repository needs: the database, the base of the URLs it hands out, the clock. */
export type RepositoryContext = Pick<ApiContext, 'db' | 'publicBase' | 'now'>;
