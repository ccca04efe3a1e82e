import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { markSnippet } from '../src/routes/search.ts';
import { snippetOf } from '../src/repositories/search.ts';
import { searchText } from '../src/lib/html.ts';
import { SEARCH_CONFIG } from '../src/lib/locale.ts';
import { normaliseUzbek, uzbekStem, widenUzbekQuery } from '../src/lib/uzbek-search.ts';
import { expectError, expectShape, LOCALES, useApi } from './helpers.ts';

const t = useApi();
const search = async (qs: string) => expectShape(C.SearchResponse, await t.app.inject({ url: `/api/search?${qs}` }));

describe('site search', () => {
  it('finds in each language with its own stemming, ranked, with highlighted snippets', async () => {
    // Russian stemming: "налогами" finds "налог", "налоговых"...
    const ru = await search(`q=${encodeURIComponent('налогами')}&locale=ru`);
    expect(ru.total).toBeGreaterThan(0);
    expect(ru.items.some((i) => /<mark>[^<]*налог/i.test(i.snippet))).toBe(true);
    const en = await search('q=invoices&locale=en');
    expect(en.total).toBeGreaterThan(0);
    expect(en.items[0]!.snippet).toMatch(/<mark>invoic/i);
    const uz = await search('q=soliq&locale=uz');
    expect(uz.total).toBeGreaterThan(0);
    for (const r of [ru, en, uz]) {
      const ranks = r.items.map((i) => i.rank);
      expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    }
  });

  it('ranks title matches above body-only matches', async () => {
    const r = await search(`q=${encodeURIComponent('call centre working hours')}&locale=en&kind=news`);
    expect(r.total).toBeGreaterThan(2);
    const inTitle = r.items.map((i) => /call centre/i.test(i.title) && /working hours/i.test(i.title));
    expect(inTitle[0]).toBe(true);
    // Once a result lacks the words in its title, no later result has them there.
    const firstBodyOnly = inTitle.indexOf(false);
    expect(firstBodyOnly).toBeGreaterThan(0);
    expect(inTitle.slice(firstBodyOnly).every((x) => !x)).toBe(true);
    expect(r.items.map((i) => i.slug)).toContain('call-centre-1198-extends-working-hours-for-annual-reporting');
    expect(r.items[0]!.path).toBe(`/news/${r.items[0]!.slug}`);
  });

  it('groups counts by kind, filters by kind, paginates', async () => {
    const all = await search('q=soliq&locale=uz&pageSize=5');
    expect(all.groups.length).toBeGreaterThan(1);
    expect(all.groups.reduce((s, g) => s + g.total, 0)).toBe(all.total);
    const kind = all.groups[0]!.kind;
    const only = await search(`q=soliq&locale=uz&kind=${kind}&pageSize=50`);
    expect(only.items.every((i) => i.kind === kind)).toBe(true);
    expect(only.total).toBe(all.groups[0]!.total);
    expect(only.groups).toEqual(all.groups);
    if (all.total > 5) {
      const p2 = await search('q=soliq&locale=uz&pageSize=5&page=2');
      expect(p2.items[0]!.slug + p2.items[0]!.kind).not.toBe(all.items[0]!.slug + all.items[0]!.kind);
    }
  });

  it('covers news, services, vacancies, staff and documents', async () => {
    const kinds = new Set<string>();
    for (const q of ['soliq', 'xizmat', 'korxona', 'boʻlim', 'hisob-faktura', 'ustav', 'mutaxassis', 'rahbar']) {
      for (const g of (await search(`q=${encodeURIComponent(q)}&locale=uz`)).groups) kinds.add(g.kind);
    }
    const staff = (await t.app.inject({ url: '/api/staff?locale=en' })).json().items[0];
    const byName = await search(`q=${encodeURIComponent(staff.fio.split(' ')[0])}&locale=en&kind=staff`);
    expect(byName.items[0]!.slug).toBe(staff.slug);
    kinds.add('staff');
    expect([...kinds].sort()).toEqual([...C.SEARCH_KINDS].sort());
  });

  it('handles empty, junk and injection-looking queries safely', async () => {
    expect(expectError(await t.app.inject({ url: '/api/search?q=' }), 422).fields).toEqual({ q: 'required' });
    expectError(await t.app.inject({ url: `/api/search?q=${'a'.repeat(201)}` }), 422);
    for (const q of ['"', '!!!', "' OR 1=1 --", '&|:*', 'the', '<script>']) {
      for (const l of LOCALES) {
        const r = await search(`q=${encodeURIComponent(q)}&locale=${l}`);
        expect(r.items.every((i) => !i.snippet.includes('<script'))).toBe(true);
      }
    }
    const none = await search('q=zzzqqqxxx&locale=en');
    expect(none).toMatchObject({ total: 0, items: [], groups: [], totalPages: 0 });
  });

  it('escapes the snippet text and keeps only <mark>', () => {
    expect(markSnippet('a <b> \u0002tax\u0003 & co')).toBe('a &lt;b&gt; <mark>tax</mark> &amp; co');
  });
});

describe('search snippets read as text', () => {
  it("ends each list item and paragraph with a stop, and marks a snippet cut from inside the text with '…'", async () => {
    const r = await search(`q=kassa&locale=uz&kind=vacancy`);
    const snippet = r.items[0]!.snippet;
    // The vacancy's duties, one sentence each (they ran together: "…bartaraf etish Kassirlarni qisqa oʻqitish…").
    expect(snippet).toMatch(/etish\. Kassirlarni qisqa oʻqitish\. /);
    expect(snippet.startsWith('… ')).toBe(true);
  });

  it('adds the stops and the marks only where they are missing', () => {
    expect(
      searchText([
        '<p>First part</p><h2>Why?</h2><ul><li>one</li><li>two;</li></ul>',
        'Ends «quoted.»',
        '<p><strong>Bold</strong>: <em>yes</em></p>',
        '',
      ]),
    ).toBe('First part. Why? one. two; Ends «quoted.» Bold: yes.');
    expect(snippetOf('\u0002Tax\u0003 help for all', 'Tax help for all', 'Tax help for all')).toBe('<mark>Tax</mark> help for all');
    expect(snippetOf('middle \u0002tax\u0003 words', 'Start of a long text', 'the end of it.')).toBe('… middle <mark>tax</mark> words …');
  });
});

describe('a search no page fully matches', () => {
  it('answers the pages with some of the words, most first, and says so', async () => {
    const all = await search('q=invoice&locale=en');
    expect(all.match).toBe('all');
    const some = await search(`q=${encodeURIComponent('invoice zzzqqq')}&locale=en`);
    expect(some.match).toBe('any');
    expect(some.total).toBe(all.total);
    expect(some.items.map((i) => i.slug)).toEqual(all.items.map((i) => i.slug));
    // A word with a hyphen is a plain word, not an exclusion.
    expect((await search(`q=${encodeURIComponent('e-invoice zzzqqq')}&locale=en`)).match).toBe('any');
    // Two words, one of them nowhere: the pages of the other, best first.
    const two = await search(`q=${encodeURIComponent('invoice key zzzqqq')}&locale=en&pageSize=50`);
    expect(two.match).toBe('any');
    expect(two.total).toBeGreaterThan(all.total);
    const ranks = two.items.map((i) => i.rank);
    expect(ranks).toEqual(ranks.toSorted((a, b) => b - a));
  });

  it('takes a phrase, an exclusion and an "or" as written', async () => {
    for (const q of ['"invoice zzzqqq"', 'zzzqqq -invoice', 'zzzqqq or yyyqqq']) {
      const r = await search(`q=${encodeURIComponent(q)}&locale=en`);
      expect(r, q).toMatchObject({ total: 0, match: 'all' });
    }
  });
});

describe('Uzbek word forms', () => {
  /** The pages of the locale's index the query finds as PostgreSQL parses it, without the API's widening: kind/slug. */
  const asTyped = async (l: C.Locale, q: string) =>
    (
      await sql<{ page: string; rank: number }>`
        SELECT kind || '/' || slug AS page, ts_rank_cd(tsv, websearch_to_tsquery(${SEARCH_CONFIG[l]}::regconfig, ${q}), 1) AS rank
        FROM search_index WHERE locale = ${l} AND tsv @@ websearch_to_tsquery(${SEARCH_CONFIG[l]}::regconfig, ${q})
        ORDER BY rank DESC, kind, slug`.execute(t.database.db)
    ).rows;
  const pages = (r: C.SearchResponse) => r.items.map((i) => `${i.kind}/${i.slug}`);

  it('a base word finds its suffixed forms (kalit: kaliti, kalitini, kalitlari, kalitlarini…)', async () => {
    const r = await search('q=kalit&locale=uz&pageSize=50');
    const found = new Set(pages(r));
    expect((await asTyped('uz', 'kalit')).length).toBeLessThan(r.total);
    for (const form of ['kalit', 'kaliti', 'kalitini', 'kalitlari', 'kalitlarini']) {
      const withForm = await asTyped('uz', form);
      expect(withForm.length, form).toBeGreaterThan(0);
      for (const { page } of withForm) expect(found, `${form}: ${page}`).toContain(page);
    }
    // The vacancy and the staff member that say "kalitlarini" only.
    expect(found).toContain('vacancy/eds-registration-specialist-bukhara');
    expect(found).toContain('staff/rahimov-otabek');
    expect(r.items.some((i) => /<mark>kalitlarini<\/mark>/i.test(i.snippet))).toBe(true);
    // A suffixed form finds the base word's pages too, and the count per kind adds up.
    const suffixed = await search('q=kalitlarini&locale=uz&pageSize=50');
    expect(suffixed.total).toBe(r.total);
    expect(r.groups.reduce((n, g) => n + g.total, 0)).toBe(r.total);
  });

  it('ranks the pages with the word as typed first', async () => {
    for (const q of ['kalit', 'kalitlarini']) {
      const exact = new Set((await asTyped('uz', q)).map((x) => x.page));
      const r = await search(`q=${q}&locale=uz&pageSize=50`);
      expect(r.total).toBeGreaterThan(exact.size);
      expect(new Set(pages(r).slice(0, exact.size)), q).toEqual(exact);
      const ranks = r.items.map((i) => i.rank);
      expect(ranks).toEqual(ranks.toSorted((a, b) => b - a));
    }
  });

  it('leaves Russian and English as they were', async () => {
    for (const [l, q] of [
      ['ru', 'ключ'],
      ['ru', 'налогами'],
      ['en', 'key'],
      ['en', 'invoices'],
    ] as const) {
      const r = await search(`q=${encodeURIComponent(q)}&locale=${l}&pageSize=50`);
      const expected = await asTyped(l, q);
      expect(r.total, q).toBe(expected.length);
      expect(pages(r), q).toEqual(expected.map((x) => x.page));
      expect(r.items.map((i) => i.rank)).toEqual(expected.map((x) => Math.round(Number(x.rank) * 1e6) / 1e6));
    }
  });

  it('reads oʻ and gʻ typed with any apostrophe, and the tutuq belgisi (maʼlumot)', async () => {
    const canonical = await search(`q=${encodeURIComponent('oʻzbek')}&locale=uz&pageSize=50`);
    expect(canonical.total).toBeGreaterThan(0);
    for (const q of ["o'zbek", 'o’zbek', 'o‘zbek', 'O`zbek']) {
      expect(pages(await search(`q=${encodeURIComponent(q)}&locale=uz&pageSize=50`)), q).toEqual(pages(canonical));
    }
    const malumot = await search(`q=${encodeURIComponent('maʼlumot')}&locale=uz&pageSize=50`);
    expect(malumot.total).toBeGreaterThan(0);
    expect(pages(await search(`q=${encodeURIComponent("ma'lumot")}&locale=uz&pageSize=50`))).toEqual(pages(malumot));
    expect(normaliseUzbek("O'zbekiston bog’i ma'lumot 'soliq'")).toBe("Oʻzbekiston bogʻi maʼlumot 'soliq'");
  });

  it('takes phrases and exclusions as written, widens both sides of an "or", keeps the any-word fallback', async () => {
    const phrase = await search(`q=${encodeURIComponent('"ERI kalitlarini"')}&locale=uz&pageSize=50`);
    expect(phrase.total).toBe((await asTyped('uz', '"ERI kalitlarini"')).length);
    // Excluding a form excludes that form only.
    const without = await search(`q=${encodeURIComponent('kalit -kalitlarini')}&locale=uz&pageSize=50`);
    const withForm = new Set((await asTyped('uz', 'kalitlarini')).map((x) => x.page));
    expect(without.total).toBe((await search('q=kalit&locale=uz')).total - withForm.size);
    expect(pages(without).some((p) => withForm.has(p))).toBe(false);
    const either = await search(`q=${encodeURIComponent('zzzqqq or kalit')}&locale=uz`);
    expect(either).toMatchObject({ match: 'all', total: (await search('q=kalit&locale=uz')).total });
    const some = await search(`q=${encodeURIComponent('kalitlarini zzzqqq')}&locale=uz&pageSize=50`);
    expect(some.match).toBe('any');
    expect(some.total).toBe((await search('q=kalit&locale=uz')).total);
    for (const q of ['"kalit zzzqqq"', 'zzzqqq -kalit', 'zzzqqq or yyyqqq']) {
      expect(await search(`q=${encodeURIComponent(q)}&locale=uz`), q).toMatchObject({ total: 0, match: 'all' });
    }
  });

  it('strips the common endings down to a stem of four letters or more', () => {
    expect(uzbekStem('kalitlarini')).toBe('kalit');
    expect(uzbekStem('kalitingiz')).toBe('kalit');
    expect(uzbekStem('korxonamizda')).toBe('korxona');
    expect(uzbekStem('xizmatlarining')).toBe('xizmat');
    expect(uzbekStem('soliqqa')).toBe('soliq');
    expect(uzbekStem('bankka')).toBe('bank');
    expect(uzbekStem('qishlogʻida')).toBe('qishlogʻ');
    expect(uzbekStem('hisob-fakturalarni')).toBe('hisob-faktura');
    // Too short a stem would be left, or the ending is part of the word.
    for (const word of ['ishlar', 'dollar', 'boshqa', 'texnika', 'kalit', 'soliq', 'hamda', 'tizim'])
      expect(uzbekStem(word), word).toBe(word);
  });

  it('widens plain words only, a three-letter word to its common forms', () => {
    expect(widenUzbekQuery("'kalitlarini'")).toBe("'kalit':*");
    expect(widenUzbekQuery("'kalit' | 'soliq' & !'eri'")).toBe("'kalit':* | 'soliq':* & ! 'eri'");
    expect(widenUzbekQuery("'eri' <-> 'kalitlarini'")).toBe("'eri' <-> 'kalitlarini'");
    expect(widenUzbekQuery("!( 'eri' <-> 'kaliti' ) & 'va'")).toBe("! ( 'eri' <-> 'kaliti' ) & 'va'");
    expect(widenUzbekQuery("'hisob-faktura' <-> 'hisob' <-> 'faktura'")).toBe("'hisob-faktura':* <-> 'hisob' <-> 'faktura':*");
    expect(widenUzbekQuery("'1198' & 'e2e'")).toBe("'1198' & 'e2e'");
    const ish = widenUzbekQuery("'ish'");
    expect(ish).toMatch(/^\( 'ish' \| 'ishlar':\* \| .* \)$/);
    expect(ish).not.toContain("'ish':*");
    // Quotes and backslashes in a lexeme survive; what is not a query in that form comes back as it was.
    expect(widenUzbekQuery("'it''s' & 'a\\\\b' & 'kalitlari'")).toBe("'it''s' & 'a\\\\b' & 'kalit':*");
    expect(widenUzbekQuery("'unclosed")).toBe("'unclosed");
  });
});
