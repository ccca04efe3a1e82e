/**
 * Seeds the database (same DATABASE_URL / DATA_DIR as the server).
 *   npm run seed -w @tax/api              seeds the sample content if it was never seeded
 *   npm run seed -w @tax/api -- --replace replaces all content with src/seed/content/*.ts (forms, accounts kept)
 */
import { openDatabase } from '../src/db/open.ts';
import { replaceContent, seedIfEmpty } from '../src/seed/seed.ts';

const replace = process.argv.includes('--replace');
const d = await openDatabase({ seed: false });
try {
  if (replace) {
    await replaceContent(d.db);
    console.log(`content replaced (${d.kind})`);
  } else {
    console.log((await seedIfEmpty(d.db)) ? `content seeded (${d.kind})` : 'content already seeded; use --replace to replace it');
  }
} finally {
  await d.close();
}
