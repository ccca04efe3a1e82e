import { Picture, useTranslation, type Locale } from '@tax/shared';
import type { Image } from '@tax/shared/contract';
import { initials } from '../lib/initials.ts';
import { classes } from '../../../lib/Section.tsx';

/** A few dark tones (white initials at least 4.5:1 on each), one per person by the slug, as the API's drawings had. */
const TONES = 6;

function toneOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % TONES;
}

/**
 * A person's portrait: the editor's photo when one is published, shown square (or round in a list row), cut from its
 * centre a little above the middle where a portrait's face is, with its files in modern formats (`Picture`). Without
 * one, the initials of the name as this page shows it (surname and first name, in its script: "МГ" on a Russian
 * page, "MG" on the others), drawn here rather than taken from the API's picture, which has one set of initials for
 * every language (Latin, from the English name). `round`: the small portrait of a list row; else a square filling its
 * column, `sizes` its width for the browser to pick a file. Decorative beside the name (a card, a row) unless
 * `label`led: then an image with the editor's alt text, or one that says whose initials these are and that no photo
 * is published. `priority`: the person's own page, where the portrait is the first thing seen.
 */
export function StaffAvatar({
  person,
  round = false,
  label = false,
  sizes = '(min-width: 992px) 400px, (min-width: 576px) 50vw, 100vw',
  priority = false,
}: {
  person: { slug: string; fio: string; locale: Locale; photo?: Image };
  round?: boolean;
  label?: boolean;
  sizes?: string;
  priority?: boolean;
}) {
  const { t } = useTranslation('about');
  const letters = initials(person.fio, person.locale);
  // A photo the API publishes is shown; its own drawing of initials (`/media/staff/<slug>.svg`) is not: drawn here,
  // in the page's script, instead.
  const photo = person.photo && !/\/media\/staff\/[^/?]+\.svg(\?|$)/.test(person.photo.url) ? person.photo : null;
  if (photo) {
    // The frame reserves the square before the file arrives; the picture fills it.
    return (
      <div className={classes.avatar} data-shape={round ? 'round' : 'square'} data-photo="" data-testid="staff-avatar">
        <Picture
          image={photo}
          alt={label ? photo.alt : ''}
          sizes={round ? '72px' : sizes}
          priority={priority}
          className={classes.avatarPhoto}
        />
      </div>
    );
  }
  return (
    <div
      className={classes.avatar}
      data-shape={round ? 'round' : 'square'}
      data-tone={toneOf(person.slug)}
      data-testid="staff-avatar"
      {...(label ? { role: 'img', 'aria-label': t('staff.noPhoto', { initials: letters }) } : { 'aria-hidden': true })}
    >
      <span lang={person.locale}>{letters}</span>
    </div>
  );
}
