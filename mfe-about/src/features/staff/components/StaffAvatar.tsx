import { LazyImage, useTranslation, type Locale } from '@tax/shared';
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
 * A person's avatar: no photos are published, so the initials of the name as this page shows it (surname and first
 * name, in its script: "МГ" on a Russian page, "MG" on the others). Drawn here rather than taken from the API's
 * picture, which has one set of initials for every language (Latin, from the English name). `round`: the small
 * portrait of a list row; else a square filling its column. Decorative beside the name (a card, a row) unless
 * `label`led: then an image that says whose initials these are and that no photo is published.
 */
export function StaffAvatar({
  person,
  round = false,
  label = false,
}: {
  person: { slug: string; fio: string; locale: Locale; photo?: { url: string; width: number; height: number; alt: string } };
  round?: boolean;
  label?: boolean;
}) {
  const { t } = useTranslation('about');
  const letters = initials(person.fio, person.locale);
  // A photo the API publishes is shown; its own drawing of initials (`/media/staff/<slug>.svg`) is not: drawn here,
  // in the page's script, instead.
  const photo = person.photo && !/\/media\/staff\/[^/?]+\.svg(\?|$)/.test(person.photo.url) ? person.photo : null;
  if (photo) {
    return (
      <LazyImage
        src={photo.url}
        width={photo.width}
        height={photo.height}
        alt={label ? photo.alt : ''}
        className={classes.avatar}
        data-shape={round ? 'round' : 'square'}
        data-testid="staff-avatar"
        style={{ objectFit: 'cover' }}
      />
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
