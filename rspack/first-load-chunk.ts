import type { Compilation, Compiler } from '@rspack/core';
import { providedChunkGroups } from './boot-assets-plugin.ts';

type Module = Compilation['modules'] extends ReadonlySet<infer M> ? M : never;
type Chunk = Compilation['chunks'] extends ReadonlySet<infer C> ? C : never;
interface TestContext {
  chunkGraph: Compilation['chunkGraph'];
}

export interface FirstLoadChunkOptions {
  /** The singleton whose code goes in one file: the kit's first-load part (`@tax/shared`), as the shell imports it. */
  singleton: string;
}

/**
 * The kit's first-load part in one file (`first.[hash].js`): every module of the shell's own copy of the kit, with
 * the libraries in it (react-router, i18next, TanStack Query…), whatever else also uses them (the start-up, the form
 * kit, the overlays).
 *
 * Left to rspack's default splitting, that code came in seven files, cut along the lines between the first load and
 * the parts loaded later, each file compressed on its own. One file is compressed as one: 4.9 KB gzip less for the
 * same modules. The parts loaded later keep their own files, with nothing of the first load in them (they find it
 * loaded).
 *
 * Only the kit's scripts: its stylesheets keep their file, after Mantine's (the order of stylesheets is the cascade's;
 * put first, they also cost the home page's first paint 0.2 s in Lighthouse). And only the kit's: a file must not hold
 * both a singleton's code and a module that consumes that singleton. The
 * start-up ("boot") consumes the kit, and the kit consumes React: with either in the same file, loading the file
 * waits for the singleton, whose loading waits for the same file, and the page never starts.
 *
 * Use: `new FirstLoadChunkPlugin(...)` among the plugins, and its `cacheGroup` in `optimization.splitChunks`.
 */
export class FirstLoadChunkPlugin {
  private compiler: Compiler | null = null;
  private compilation: Compilation | null = null;
  private chunks: Set<Chunk> | null = null;

  constructor(private readonly options: FirstLoadChunkOptions) {}

  apply(compiler: Compiler) {
    this.compiler = compiler;
    compiler.hooks.thisCompilation.tap('FirstLoadChunkPlugin', (compilation) => {
      this.compilation = compilation;
      this.chunks = null;
    });
  }

  /** The chunks of the first load, as they are before splitting (found once per compilation). */
  private firstLoadChunks(): Set<Chunk> {
    if (this.chunks) return this.chunks;
    const { compiler, compilation } = this;
    if (!compiler || !compilation) throw new Error('FirstLoadChunkPlugin: its cache group is used without the plugin');
    const groups = providedChunkGroups(compiler, compilation, [this.options.singleton]);
    this.chunks = new Set(groups.flatMap((group) => group.chunks));
    return this.chunks;
  }

  readonly cacheGroup = {
    chunks: 'async' as const,
    name: 'first',
    enforce: true,
    priority: 30,
    test: (module: Module, { chunkGraph }: TestContext): boolean => {
      // Scripts only: the kit's stylesheets stay in their own file, after Mantine's, as before (the order of the
      // stylesheets is the cascade's).
      if (!module.type.startsWith('javascript')) return false;
      const first = this.firstLoadChunks();
      return chunkGraph.getModuleChunks(module).some((chunk) => first.has(chunk));
    },
  };
}
