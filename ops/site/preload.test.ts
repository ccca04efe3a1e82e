import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrationFiles, preloadTags, remotePreloads, shellPreloads } from './preload.ts';

describe('first-load preload hints', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'preload-'));
    dirs.push(dir);
    return dir;
  };
  const write = (file: string, body: string) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, body);
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("lists the shell's start-up files and the locale's strings, skipping files that are not there", () => {
    const shell = tmp();
    for (const file of ['static/js/main.1.js', 'static/js/boot.2.js', 'static/css/boot.3.css', 'static/js/ru.5.js'])
      write(join(shell, file), 'x');
    write(
      join(shell, 'boot-assets.json'),
      JSON.stringify({
        files: ['static/js/main.1.js', 'static/js/boot.2.js', 'static/css/boot.3.css', 'static/js/gone.4.js'],
        locales: { ru: ['static/js/ru.5.js'], en: ['static/js/en.6.js'] },
      }),
    );
    expect(shellPreloads(shell, 'ru')).toEqual([
      '/static/js/main.1.js',
      '/static/js/boot.2.js',
      '/static/css/boot.3.css',
      '/static/js/ru.5.js',
    ]);
    expect(shellPreloads(shell, 'uz')).toEqual(['/static/js/main.1.js', '/static/js/boot.2.js', '/static/css/boot.3.css']);
  });

  it('gives no shell hints for a build without the list (an older shell still works)', () => {
    expect(shellPreloads(tmp(), 'uz')).toEqual([]);
  });

  it("lists a published section's manifest, entry and ./routes files from its manifest", () => {
    const mfe = tmp();
    write(
      join(mfe, 'news', '1.4.2', 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            path: './routes',
            assets: {
              js: { sync: ['static/js/routes.a.js'], async: ['static/js/page.b.js'] },
              css: { sync: ['static/css/routes.c.css'], async: ['static/css/page.e.css'] },
            },
          },
          { path: './LatestNews', assets: { js: { sync: ['static/js/widget.d.js'], async: [] }, css: { sync: [], async: [] } } },
        ],
      }),
    );
    expect(remotePreloads(mfe, '/mfe/news/1.4.2/mf-manifest.json')).toEqual({
      manifest: '/mfe/news/1.4.2/mf-manifest.json',
      scripts: ['/mfe/news/1.4.2/remoteEntry.js', '/mfe/news/1.4.2/static/js/routes.a.js', '/mfe/news/1.4.2/static/css/routes.c.css'],
      // A server-rendered page links every stylesheet the section's pages may use, so it is styled before scripts run.
      styles: ['/mfe/news/1.4.2/static/css/routes.c.css', '/mfe/news/1.4.2/static/css/page.e.css'],
      aliases: [],
    });
    // A section served from elsewhere (a team's dev server): only what the URL says.
    expect(remotePreloads(mfe, 'http://localhost:3004/mf-manifest.json').scripts).toEqual(['http://localhost:3004/remoteEntry.js']);
  });

  it("links a stylesheet content once when the build copied it into several pages' files", () => {
    const mfe = tmp();
    const dir = join(mfe, 'services', '1.0.0');
    write(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            path: './routes',
            assets: {
              js: { sync: [], async: [] },
              css: { sync: ['static/css/a.css'], async: ['static/css/b.css', 'static/css/c.css', 'static/css/d.css'] },
            },
          },
        ],
      }),
    );
    write(join(dir, 'static', 'css', 'a.css'), '.page { margin: 0 }\n/*# sourceMappingURL=a.css.map*/');
    write(join(dir, 'static', 'css', 'b.css'), '.card { color: red }\n/*# sourceMappingURL=b.css.map*/');
    write(join(dir, 'static', 'css', 'c.css'), '.card { color: red }\n/*# sourceMappingURL=c.css.map*/');
    write(join(dir, 'static', 'css', 'd.css'), '.card { color: blue }\n');
    expect(remotePreloads(mfe, '/mfe/services/1.0.0/mf-manifest.json').styles).toEqual([
      '/mfe/services/1.0.0/static/css/a.css',
      '/mfe/services/1.0.0/static/css/b.css',
      '/mfe/services/1.0.0/static/css/d.css',
    ]);
  });

  it("names each copy left out to the section's CSS loader, on a link to the file with its rules that applies to nothing", () => {
    const mfe = tmp();
    const dir = join(mfe, 'services', '1.0.0');
    const css = (id: string) => `static/css/${id}.css`;
    write(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        name: 'services_1_0_0_81335a2a',
        exposes: [
          {
            path: './routes',
            assets: {
              js: { sync: [], async: [] },
              css: {
                sync: [],
                async: [css('365.60a9e4a2'), css('386.01e9414e'), css('398.d8198ecc'), css('435.1da39cae'), css('names.0a1b2c3d')],
              },
            },
          },
        ],
      }),
    );
    write(join(dir, css('365.60a9e4a2')), '.calc { margin: 0 }\n');
    for (const copy of ['386.01e9414e', '398.d8198ecc', '435.1da39cae', 'names.0a1b2c3d'])
      write(join(dir, css(copy)), '.card { color: red }\n');
    const remote = remotePreloads(mfe, '/mfe/services/1.0.0/mf-manifest.json');
    expect(remote.styles).toEqual(['/mfe/services/1.0.0/static/css/365.60a9e4a2.css', '/mfe/services/1.0.0/static/css/386.01e9414e.css']);
    // The loader's key is the build's name and the chunk's id; a file whose id cannot be read is left to the loader.
    expect(remote.aliases).toEqual([
      { href: '/mfe/services/1.0.0/static/css/386.01e9414e.css', key: 'services_1_0_0_81335a2a:chunk-398' },
      { href: '/mfe/services/1.0.0/static/css/386.01e9414e.css', key: 'services_1_0_0_81335a2a:chunk-435' },
    ]);
    expect(preloadTags([], remote, true)).toBe(
      '<link rel="stylesheet" href="/mfe/services/1.0.0/static/css/365.60a9e4a2.css">' +
        '<link rel="stylesheet" href="/mfe/services/1.0.0/static/css/386.01e9414e.css">' +
        '<link rel="stylesheet" href="/mfe/services/1.0.0/static/css/386.01e9414e.css" media="not all" data-rspack="services_1_0_0_81335a2a:chunk-398">' +
        '<link rel="stylesheet" href="/mfe/services/1.0.0/static/css/386.01e9414e.css" media="not all" data-rspack="services_1_0_0_81335a2a:chunk-435">',
    );
  });

  it('writes scripts, styles and the manifest fetch with the attributes their later requests use', () => {
    const tags = preloadTags(['/static/js/main.1.js', '/static/css/boot.3.css'], {
      manifest: '/mfe/news/1/mf-manifest.json',
      scripts: ['/mfe/news/1/remoteEntry.js'],
    });
    expect(tags).toBe(
      '<link rel="preload" as="script" href="/static/js/main.1.js">' +
        '<link rel="preload" as="style" href="/static/css/boot.3.css">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/mfe/news/1/mf-manifest.json">' +
        '<link rel="preload" as="script" href="/mfe/news/1/remoteEntry.js">',
    );
    expect(preloadTags([], null)).toBe('');
  });

  it('gives a server-rendered page its stylesheets only, linked: no script competes with them for the line', () => {
    const tags = preloadTags(
      ['/static/js/main.1.js', '/static/css/boot.3.css'],
      {
        manifest: '/mfe/news/1/mf-manifest.json',
        scripts: ['/mfe/news/1/remoteEntry.js', '/mfe/news/1/a.css'],
        styles: ['/mfe/news/1/a.css'],
      },
      true,
    );
    expect(tags).toBe('<link rel="stylesheet" href="/static/css/boot.3.css"><link rel="stylesheet" href="/mfe/news/1/a.css">');
  });

  it("names a server-rendered page's hydration files: the shell's scripts but main.js, the section's manifest and scripts", () => {
    const files = hydrationFiles(['/static/js/main.1.js', '/static/js/28.2.js', '/static/css/boot.3.css', '/static/js/strings-en.4.js'], {
      manifest: '/mfe/news/1/mf-manifest.json',
      scripts: ['/mfe/news/1/remoteEntry.js', '/mfe/news/1/static/js/5.js', '/mfe/news/1/static/css/5.css'],
    });
    expect(files).toEqual([
      '/static/js/28.2.js',
      '/static/js/strings-en.4.js',
      '/mfe/news/1/mf-manifest.json',
      '/mfe/news/1/remoteEntry.js',
      '/mfe/news/1/static/js/5.js',
    ]);
    expect(hydrationFiles([], null)).toEqual([]);
  });
});
