/** The generated illustrations: what each kind of image is drawn from. */
import type { RepositoryContext } from './context.ts';
import { avatarSvg, certificateSvg, logoSvg, newsSvg, slideSvg } from '../lib/svg.ts';

export function mediaRepository({ db }: RepositoryContext) {
  return {
    /** The SVG of an item of a kind; undefined for an unknown kind or slug. */
    async svg(kind: string, slug: string): Promise<string | undefined> {
      if (kind === 'news') {
        const r = await db.selectFrom('news').select(['topic']).where('slug', '=', slug).executeTakeFirst();
        return r && newsSvg(slug, r.topic);
      }
      if (kind === 'staff') {
        const r = await db.selectFrom('staff').select(['fio']).where('slug', '=', slug).executeTakeFirst();
        return r && avatarSvg(slug, r.fio.en || r.fio.uz);
      }
      if (kind === 'partners') {
        const r = await db.selectFrom('partners').select(['name']).where('slug', '=', slug).executeTakeFirst();
        return r && logoSvg(slug, r.name.en || r.name.uz);
      }
      if (kind === 'certificates') {
        const r = await db.selectFrom('certificates').select(['title', 'number']).where('slug', '=', slug).executeTakeFirst();
        return r && certificateSvg(slug, r.title.en || r.title.uz, r.number);
      }
      if (kind === 'slides') {
        const r = await db.selectFrom('slides').select(['title']).where('slug', '=', slug).executeTakeFirst();
        return r && slideSvg(slug, r.title.uz);
      }
      return undefined;
    },
  };
}
