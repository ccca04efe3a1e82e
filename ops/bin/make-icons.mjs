#!/usr/bin/env node
/**
 * Draws the site's icons from the same picture as the SVG icon in shell/index.html, in Debian's Chromium, and writes
 * them to shell/public/ (published at the site's root with the shell's build):
 *   favicon.ico           16 and 32 px PNG images in an ICO (browsers and bots ask for /favicon.ico by name)
 *   apple-touch-icon.png  180 px, square (iOS rounds the corners itself) for a home-screen shortcut or a bookmark
 *   npm run icons
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../../shell/public/', import.meta.url));
const svg = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" rx="${size >= 64 ? 0 : 6}" fill="#0b4f8f"/>` +
  '<text x="16" y="22" font-size="16" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" fill="white" ' +
  'text-anchor="middle">SS</text></svg>';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const drawn = {};
for (const size of [16, 32, 180]) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size)}</body></html>`);
  drawn[size] = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
}
await browser.close();

writeFileSync(`${out}apple-touch-icon.png`, drawn[180]);
// ICO: a 6-byte header, a 16-byte entry per image, then the images (PNG data is allowed in an ICO).
const sizes = [16, 32];
const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(drawn[size].length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += drawn[size].length;
  return entry;
});
writeFileSync(`${out}favicon.ico`, Buffer.concat([header, ...entries, ...sizes.map((size) => drawn[size])]));
console.log(`icons written to ${out}`);
