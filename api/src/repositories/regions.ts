/** Regions and their tax offices. */
import type * as C from '@tax/shared/contract';
import type { Locale } from '@tax/shared/contract';
import type { RepositoryContext } from './context.ts';
import type { OfficeHoursValue } from '../db/schema.ts';
import { localize, Translator } from '../lib/locale.ts';

/** The office's hours as the public reads them: each closure's reason in the requested language (Uzbek where missing). */
function localHours(hours: OfficeHoursValue, tr: Translator): C.OfficeHours {
  const { closures, ...rest } = hours;
  return closures ? { ...rest, closures: closures.map((c) => ({ date: c.date, kind: c.kind, reason: tr.t(c.reason) })) } : rest;
}

export function regionsRepository({ db }: RepositoryContext) {
  return {
    /**
     * Regions in order, each with its offices; one region when `code` is given. A region counts as translated
     * only if it and all its offices are.
     */
    async withOffices(l: Locale, code?: string) {
      let rq = db.selectFrom('regions').selectAll().orderBy('ord');
      let oq = db.selectFrom('offices').selectAll().orderBy('ord');
      if (code) {
        rq = rq.where('code', '=', code);
        oq = oq.where('region_code', '=', code);
      }
      const [regions, offices] = await Promise.all([rq.execute(), oq.execute()]);
      return regions.map((r) => {
        const rt = new Translator(l);
        const regionName = rt.t(r.name);
        const items = offices
          .filter((o) => o.region_code === r.code)
          .map((o) =>
            localize(l, o, (tr) => ({
              slug: o.slug,
              kind: o.kind,
              name: tr.t(o.name),
              region: r.code as C.Region['code'],
              region_name: tr.t(r.name),
              address: tr.t(o.address),
              phone_number: o.phone_number,
              phones: o.phones ?? [o.phone_number],
              email: o.email,
              office_hours: localHours(o.office_hours, tr),
              coordinates: { lat: o.lat, lng: o.lng },
            })),
          );
        const centre = rt.t(r.centre);
        const meta = rt.meta();
        const translated = meta.translated && items.every((o) => o.translated);
        return {
          code: r.code as C.Region['code'],
          name: regionName,
          group: r.grp,
          centre,
          coordinates: { lat: r.lat, lng: r.lng },
          offices: items,
          locale: translated ? l : ('uz' as const),
          translated,
        };
      });
    },
  };
}
