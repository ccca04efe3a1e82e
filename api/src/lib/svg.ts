/**
 * Illustrations drawn on the server: the sample content has no image files. Deterministic from the
 * slug (same slug, same picture), so they are served with immutable cache headers.
 */
import { createHash } from 'node:crypto';

export const MEDIA_SIZES = {
  news: { width: 1200, height: 675 },
  staff: { width: 400, height: 400 },
  partners: { width: 320, height: 160 },
  certificates: { width: 600, height: 848 },
  slides: { width: 1600, height: 640 },
} as const;
export type MediaKind = keyof typeof MEDIA_SIZES;
/** Bump when the drawings change: it is part of every image URL. */
export const MEDIA_VERSION = '1';

const PALETTES = [
  ['#0b3d91', '#1e88e5', '#bbdefb'],
  ['#00695c', '#26a69a', '#b2dfdb'],
  ['#4527a0', '#7e57c2', '#d1c4e9'],
  ['#ad1457', '#ec407a', '#f8bbd0'],
  ['#e65100', '#fb8c00', '#ffe0b2'],
  ['#1b5e20', '#43a047', '#c8e6c9'],
] as const;

const TOPIC_PALETTE: Record<string, number> = { announcements: 0, services: 1, digital: 2, legislation: 3, events: 4 };

function seedBytes(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
function palette(i: number) {
  return PALETTES[i % PALETTES.length] ?? PALETTES[0];
}

type T3 = { uz: string; ru: string; en: string };
/** The palettes' background colours, as the alt texts name them (Russian in the prepositional: "на синем фоне"). */
const COLOUR_NAMES: T3[] = [
  { uz: 'koʻk', ru: 'синем', en: 'blue' },
  { uz: 'moviy-yashil', ru: 'бирюзовом', en: 'teal' },
  { uz: 'binafsha', ru: 'фиолетовом', en: 'purple' },
  { uz: 'pushti', ru: 'розовом', en: 'pink' },
  { uz: 'toʻq sariq', ru: 'оранжевом', en: 'orange' },
  { uz: 'yashil', ru: 'зелёном', en: 'green' },
];
const colourOf = (i: number): T3 => COLOUR_NAMES[i % COLOUR_NAMES.length] ?? COLOUR_NAMES[0]!;
/** "a blue", "an orange". */
const withArticle = (colour: string) => `${/^[aeiou]/.test(colour) ? 'an' : 'a'} ${colour}`;
const newsPaletteOf = (slug: string, topic: string) => TOPIC_PALETTE[topic] ?? seedBytes(slug)[0] ?? 0;

/*
 * Alt texts that say what the drawings show. The sample content has no photographs: an alt text describing a
 * photo ("a call-centre operator at her desk") over a drawing of circles told screen-reader users something that
 * is not there.
 */
export function newsImageAlt(slug: string, topic: string): T3 {
  const c = colourOf(newsPaletteOf(slug, topic));
  return {
    uz: `Rasm: ${c.uz} fonda shaffof doiralar`,
    ru: `Иллюстрация: полупрозрачные круги на ${c.ru} фоне`,
    en: `Illustration: translucent circles on ${withArticle(c.en)} background`,
  };
}

export function slideImageAlt(slug: string): T3 {
  const c = colourOf(seedBytes(slug)[0] ?? 0);
  return {
    uz: `Rasm: ${c.uz} fonda toʻlqinlar`,
    ru: `Иллюстрация: волны на ${c.ru} фоне`,
    en: `Illustration: waves on ${withArticle(c.en)} background`,
  };
}

export function avatarAlt(slug: string, name: string): T3 {
  const c = colourOf(seedBytes(slug)[0] ?? 0);
  const i = initials(name);
  return {
    uz: `${c.uz} fonda ${i} bosh harflari: surati eʼlon qilinmagan`,
    ru: `Инициалы ${i} на ${c.ru} фоне: фотография не опубликована`,
    en: `The initials ${i} on ${withArticle(c.en)} background: no photo is published`,
  };
}

export function newsSvg(slug: string, topic: string): string {
  const { width: w, height: h } = MEDIA_SIZES.news;
  const b = seedBytes(slug);
  const [dark, mid, light] = palette(newsPaletteOf(slug, topic));
  const title = newsImageAlt(slug, topic).uz;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = ((b[i * 3 + 1] ?? 0) / 255) * w;
    const y = ((b[i * 3 + 2] ?? 0) / 255) * h;
    const r = 40 + ((b[i * 3 + 3] ?? 0) / 255) * 220;
    shapes.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${i % 2 ? mid : light}" opacity="${(0.15 + (i % 3) * 0.1).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}<rect x="60" y="${h - 130}" width="${w - 120}" height="8" rx="4" fill="${light}" opacity="0.6"/></svg>`;
}

export function initials(fio: string): string {
  const parts = fio.trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

export function avatarSvg(slug: string, name: string): string {
  const { width: w, height: h } = MEDIA_SIZES.staff;
  const b = seedBytes(slug);
  const [dark, mid] = palette(b[0] ?? 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(name)}"><title>${esc(name)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="150" font-weight="700" fill="#fff">${esc(initials(name))}</text></svg>`;
}

export function logoSvg(slug: string, name: string): string {
  const { width: w, height: h } = MEDIA_SIZES.partners;
  const [dark, , light] = palette(seedBytes(slug)[0] ?? 0);
  const label = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(name)}"><title>${esc(name)}</title><rect width="${w}" height="${h}" rx="16" fill="${light}"/><circle cx="56" cy="80" r="32" fill="${dark}"/><text x="56" y="82" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#fff">${esc(initials(name))}</text><text x="104" y="84" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="600" fill="${dark}">${esc(label)}</text></svg>`;
}

export function certificateSvg(slug: string, title: string, number: string): string {
  const { width: w, height: h } = MEDIA_SIZES.certificates;
  const [dark, mid, light] = palette(seedBytes(slug)[0] ?? 0);
  const lines = wrap(title, 28).slice(0, 4);
  const text = lines
    .map(
      (l, i) =>
        `<text x="50%" y="${300 + i * 40}" text-anchor="middle" font-family="Georgia, serif" font-size="28" fill="${dark}">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><rect width="${w}" height="${h}" fill="#fffdf7"/><rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="${mid}" stroke-width="6"/><rect x="40" y="40" width="${w - 80}" height="${h - 80}" fill="none" stroke="${light}" stroke-width="2"/>${text}<circle cx="${w / 2}" cy="${h - 200}" r="60" fill="${light}" stroke="${dark}" stroke-width="4"/><text x="50%" y="${h - 100}" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" fill="${dark}">№ ${esc(number)}</text></svg>`;
}

export function slideSvg(slug: string, title: string): string {
  const { width: w, height: h } = MEDIA_SIZES.slides;
  const b = seedBytes(slug);
  const [dark, mid, light] = palette(b[0] ?? 0);
  const waves = [0, 1, 2].map((i) => {
    const y = 380 + i * 70 + ((b[i + 1] ?? 0) % 60);
    return `<path d="M0 ${y} C ${w * 0.3} ${y - 120}, ${w * 0.6} ${y + 120}, ${w} ${y - 40} L ${w} ${h} L 0 ${h} Z" fill="${i % 2 ? light : mid}" opacity="${0.25 + i * 0.15}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><rect width="${w}" height="${h}" fill="${dark}"/>${waves.join('')}</svg>`;
}

function wrap(s: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out;
}
