import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { Compiler } from '@rspack/core';

/**
 * The federation plugin builds each app's runtime entry as a `data:` module whose source imports the bundler runtime
 * and the runtime plugins by absolute path. That source is the module's identity: it names the module (its id), the
 * server build's variable names, and the source map, so the same sources built in two checkouts (an operator's and
 * CI's, or two servers') gave different files, and publishing saw new content where there was none. The entry's
 * imports are rewritten relative to the app's folder (where the `data:` module resolves from): the same files are
 * resolved, and the output no longer depends on where the repository lies.
 */
export class PortablePathsPlugin {
  constructor(private root: string) {}

  apply(compiler: Compiler) {
    // The root as it appears in the entry's source: JSON-escaped inside an import string, then URI-encoded.
    const absolute = encodeURIComponent(JSON.stringify(this.root + sep).slice(1, -1));
    const portable = encodeURIComponent(`${relative(compiler.context, this.root).split(sep).join('/') || '.'}/`);
    compiler.hooks.normalModuleFactory.tap('PortablePathsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('PortablePathsPlugin', (data) => {
        if (data.request.includes('data:text/javascript,') && data.request.includes(absolute)) {
          data.request = data.request.replaceAll(`%22${absolute}`, `%22${portable}`);
        }
      });
    });
    // A shared module the shell provides names its fallback by absolute path ("consume shared module (default)
    // react@^19 (fallback: /home/…/react/index.js)"), and rspack's deterministic ids hash that name: the module ids, so
    // every chunk's content and name, followed the checkout's place. Those modules get ids from the name with the
    // root taken out instead (above 10^6: never one of the short ids rspack gives the rest).
    const root = this.root;
    compiler.hooks.compilation.tap('PortablePathsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('PortablePathsPlugin', (modules) => {
        const taken = new Set<number>();
        const named = [...(modules as Iterable<unknown> as Iterable<IdModule>)]
          .map((module) => ({ module, name: identifierOf(module) }))
          .filter(({ name }) => /^(consume|provide) shared module /.test(name) && name.includes(root))
          .map(({ module, name }) => ({ module, name: name.replaceAll(root, '.') }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const { module, name } of named) {
          let id = 1_000_000 + (parseInt(createHash('sha256').update(name).digest('hex').slice(0, 12), 16) % 9_000_000);
          while (taken.has(id)) id += 1;
          taken.add(id);
          module.id = id;
        }
      });
      // The server build is not minified: its concatenated modules name those shared modules in comments
      // ("// EXTERNAL MODULE: consume shared module … (fallback: /home/…)"). Rewritten before the content hashes
      // are computed, so the files' names follow.
      compilation.hooks.processAssets.tap(
        { name: 'PortablePathsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        (assets) => {
          const prefix = `(fallback: ${root}${sep}`;
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.cjs')) continue;
            const text = source.source().toString();
            if (!text.includes(prefix)) continue;
            compilation.updateAsset(file, new compiler.rspack.sources.RawSource(text.replaceAll(prefix, '(fallback: ')));
          }
        },
      );
    });
  }
}

/**
 * What this hook hands: modules whose `identifier` is the string itself (typed as the method), and whose `id`
 * can be set (rspack keeps an id set here and numbers the rest as usual).
 */
interface IdModule {
  identifier: (() => string) | string;
  id: string | number | null;
}

function identifierOf(module: IdModule): string {
  return typeof module.identifier === 'function' ? module.identifier() : module.identifier;
}
