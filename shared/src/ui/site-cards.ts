import type { Locale } from '../routing/locales.ts';
import en from './site-cards/site-en.png';
import ru from './site-cards/site-ru.png';
import uz from './site-cards/site-uz.png';

/** The site's link-preview card per language (1200×630 PNG: previews do not show SVG), published with the shell's files. */
export const SITE_CARDS: Record<Locale, string> = { uz, ru, en };
