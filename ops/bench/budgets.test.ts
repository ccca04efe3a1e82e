import { describe, expect, it } from 'vitest';
import { overBudget, parseBudgets, readBudgets, type Budgets } from './budgets.ts';

const KB = 1024;
const fixture: Budgets = {
  marginKB: 1.5,
  pages: [
    { type: 'home', path: '/', js: 200, css: 20 },
    { type: 'news list', path: '/en/news', js: 210, css: 21 },
  ],
};

describe('first-load budgets', () => {
  it('passes when every page is at or under its budgets', () => {
    expect(
      overBudget(fixture, [
        { path: '/', js: 200 * KB, css: 19 * KB },
        { path: '/en/news', js: 150 * KB, css: 21 * KB },
      ]),
    ).toEqual([]);
  });

  it('fails over a budget, naming the page, the figure and the budget', () => {
    const messages = overBudget(fixture, [
      { path: '/', js: 200 * KB + 103, css: 19 * KB },
      { path: '/en/news', js: 150 * KB, css: 23.5 * KB },
    ]);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toBe('home (/): first-load JavaScript is 200.1 KB gzip, over its budget of 200.0 KB by 0.1 KB');
    expect(messages[1]).toBe('news list (/en/news): first-load CSS is 23.5 KB gzip, over its budget of 21.0 KB by 2.5 KB');
    expect(messages[2]).toMatch(/raise the budget in ops\/bench\/budgets\.json \(figure \+ 1\.5 KB\)/);
  });

  it('fails when a page with a budget was not measured', () => {
    expect(overBudget(fixture, [{ path: '/', js: 1, css: 1 }])[0]).toBe('news list (/en/news) was not measured');
  });

  it('refuses a budgets file with a missing figure or a page listed twice', () => {
    const bad = JSON.stringify({
      marginKB: 1,
      pages: [
        { type: 'home', path: '/', js: 200 },
        { type: 'home again', path: '/', js: 200, css: 20 },
      ],
    });
    expect(() => parseBudgets(bad, 'budgets.json')).toThrow(/"css" must be a positive number of KB[\s\S]*\/ is listed twice/);
  });

  it('the committed budgets are valid and name every page type once', () => {
    const budgets = readBudgets();
    const types = budgets.pages.map((page) => page.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(expect.arrayContaining(['home', 'news list', 'article', 'services list', 'calculator', 'sign-in']));
  });
});
