import { describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { markSnippet } from '../src/routes/search.ts';
import { snippetOf } from '../src/repositories/search.ts';
import { searchText } from '../src/lib/html.ts';
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
