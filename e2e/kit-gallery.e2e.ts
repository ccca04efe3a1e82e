import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './support/browser.ts';
import { E2E_DIR, ROOT } from './support/paths.ts';

/*
 * How the kit's primitives look, pinned: a page of every one (kit-gallery/gallery.tsx), bundled with the kit's real
 * stylesheet, photographed at 375 and 1280 px and compared with the screenshots in e2e/screenshots/. A change to a
 * component's markup or CSS that moves a pixel beyond the tolerance fails here; the picture it took is left beside
 * the deploy folder (.e2e-tmp/kit-gallery/) to look at. To accept a deliberate change of look: run this file with
 * UPDATE_SCREENSHOTS=1, look at the new PNGs, and commit them.
 */

const OUT = join(E2E_DIR, 'kit-gallery');
const REFERENCES = join(ROOT, 'e2e', 'screenshots');
// Anti-aliasing on glyph edges moves between runs of the same build; a real change of look moves far more.
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERENT_SHARE = 0.001;

async function bundleGallery(): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'e2e', 'kit-gallery', 'gallery.tsx')],
    bundle: true,
    outdir: OUT,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
    logLevel: 'error',
  });
  const html =
    '<!doctype html><html lang="en" data-mantine-color-scheme="light" data-respect-reduced-motion="true"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="gallery.css"></head>' +
    '<body><div id="root"></div><script src="gallery.js"></script></body></html>';
  writeFileSync(join(OUT, 'index.html'), html);
  return pathToFileURL(join(OUT, 'index.html')).href;
}

function compare(name: string, actual: Buffer) {
  const reference = join(REFERENCES, name);
  writeFileSync(join(OUT, name), actual);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(reference)) {
    if (process.env.UPDATE_SCREENSHOTS !== '1') throw new Error(`No reference screenshot ${reference}: run with UPDATE_SCREENSHOTS=1`);
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(reference, actual);
    return;
  }
  const expected = PNG.sync.read(readFileSync(reference));
  const got = PNG.sync.read(actual);
  expect({ width: got.width, height: got.height }, `${name}: the page's size`).toEqual({ width: expected.width, height: expected.height });
  const diff = new PNG({ width: got.width, height: got.height });
  const different = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: PIXEL_THRESHOLD });
  writeFileSync(join(OUT, `diff-${name}`), PNG.sync.write(diff));
  expect(different / (got.width * got.height), `${name}: share of pixels that differ (see ${OUT})`).toBeLessThanOrEqual(
    MAX_DIFFERENT_SHARE,
  );
}

describe('the kit gallery', () => {
  let url = '';
  beforeAll(async () => {
    url = await bundleGallery();
  });

  for (const width of [375, 1280]) {
    describe(`at ${width} px`, () => {
      let session: Session;
      beforeAll(async () => {
        session = await openSession({ width, height: 800 });
      });
      afterAll(async () => {
        await session?.close();
      });

      it('looks as the reference screenshot', async () => {
        const { page, errors } = session;
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(url);
        await page.getByRole('heading', { name: 'Title h1' }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        expect(errors).toEqual([]);
        compare(`kit-gallery-${width}.png`, await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
      });
    });
  }
});
