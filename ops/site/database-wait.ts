import { databaseErrorAnswer, openDatabase, type OpenedDatabase } from '@tax/api';

/**
 * The database, once it can be reached: a PostgreSQL server that is not up yet (started after this one, restarting)
 * is waited for, with one line saying so, instead of ending the start with a stack trace. Any other failure (a wrong
 * password, a migration that fails) ends it with its message.
 */
export async function openDatabaseWhenReachable(
  open: () => Promise<OpenedDatabase> = () => openDatabase(),
  retryMs = Number(process.env.DB_START_RETRY_MS) > 0 ? Number(process.env.DB_START_RETRY_MS) : 2000,
): Promise<OpenedDatabase> {
  let told = 0;
  for (;;) {
    try {
      const database = await open();
      if (told) console.log('database: reached; starting');
      return database;
    } catch (error) {
      if (databaseErrorAnswer(error)?.status !== 503) throw error;
      const where = (() => {
        try {
          const url = new URL(process.env.DATABASE_URL ?? '');
          return `${url.hostname}:${url.port || 5432}`;
        } catch {
          return 'DATABASE_URL';
        }
      })();
      // Once, then every half minute while it lasts.
      if (Date.now() - told > 30_000) {
        console.error(
          `database: ${where} cannot be reached (${(error as Error).message}); trying again every ${retryMs / 1000} s. ` +
            'Start PostgreSQL there, or set DATABASE_URL to one that runs.',
        );
        told = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
