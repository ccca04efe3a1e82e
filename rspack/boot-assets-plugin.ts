import rspack, { type Compilation, type Compiler } from '@rspack/core';

type Module = Compilation['modules'] extends ReadonlySet<infer M> ? M : never;

/**
 * The module type of a "provide shared module": the shell's own copy of a singleton, registered in the share scope
 * at start-up. The same constant as webpack's WEBPACK_MODULE_TYPE_PROVIDE (rspack does not export it).
 */
const PROVIDE_MODULE_TYPE = 'provide-module';

export interface BootAssetsOptions {
  /** The shared singletons every page needs before it can render (their package names, as the shell imports them). */
  firstLoadShared: readonly string[];
  /** The named chunk groups of the start-up: the entry ("main") and what it loads first ("boot"). */
  startup?: readonly string[];
  /** The locales whose string chunks ("strings-uz"…: the shell's and the kit's) are listed separately, to be preloaded in the page's locale only. */
  locales?: readonly string[];
}

const isScriptOrStyle = (file: string) => /\.(js|css)$/.test(file);

type ChunkGroup = NonNullable<ReturnType<Compilation['chunkGraph']['getBlockChunkGroup']>>;

/**
 * The shell's own copy of each of the given singletons: the chunk group that holds its code.
 *
 * It is found through the compilation's module graph, not from module names: each provide-shared module has one async
 * block, whose chunk group holds the singleton's code; the singleton it provides is the module that block leads to,
 * matched against the file the package name resolves to. The consume fallbacks (the same code under other chunk ids,
 * never run in the shell) are other modules and are left out.
 */
export function providedChunkGroups(compiler: Compiler, compilation: Compilation, singletons: readonly string[]): ChunkGroup[] {
  const resolver = compilation.resolverFactory.get('normal');
  const wanted = new Set<string>();
  for (const name of singletons) {
    const file = resolver.resolveSync({}, compiler.context, name);
    if (!file) throw new Error(`startupFiles: cannot resolve the singleton ${name}`);
    wanted.add(file);
  }

  const groups: ChunkGroup[] = [];
  const found = new Set<string>();
  for (const module of compilation.modules as Iterable<Module>) {
    if (module.type !== PROVIDE_MODULE_TYPE) continue;
    for (const block of module.blocks) {
      const target = block.dependencies.map((dependency) => compilation.moduleGraph.getModule(dependency)?.nameForCondition());
      const file = target.find((candidate) => candidate !== undefined && wanted.has(candidate));
      if (!file) continue;
      found.add(file);
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.push(group);
    }
  }
  // A singleton that is not provided would silently leave its files out: fail the build instead.
  const missing = [...wanted].filter((file) => !found.has(file));
  if (missing.length) throw new Error(`startupFiles: no provided copy of ${missing.join(', ')}`);
  return groups;
}

/**
 * The files of the shell's start-up chunk groups, then of its own copy of each of the given singletons (largest
 * first), under their names at the time of the call.
 */
export function startupFiles(
  compiler: Compiler,
  compilation: Compilation,
  singletons: readonly string[],
  startup: readonly string[] = ['main', 'boot'],
): string[] {
  const filesOf = (name: string) => [...new Set(compilation.namedChunkGroups.get(name)?.getFiles() ?? [])].filter(isScriptOrStyle);
  const provided = new Set(providedChunkGroups(compiler, compilation, singletons).flatMap((group) => group.getFiles()));
  // main.js first: the page can start nothing before it, and on HTTP/1.1 the first six requests go first.
  const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
  const shared = [...provided].filter(isScriptOrStyle).sort((a, b) => size(b) - size(a));
  return [...new Set([...startup.flatMap(filesOf), ...shared])];
}

/**
 * Writes `boot-assets.json` beside the shell's index.html: the files of the shell's start-up chunk groups and of its
 * own copy of each first-load singleton, and its strings in each locale. The site server turns them into preload
 * links, so a phone fetches the whole first load in parallel with main.js instead of discovering it one round trip
 * later (docs/decisions/0005).
 */
export class BootAssetsPlugin {
  constructor(private readonly options: BootAssetsOptions) {}

  apply(compiler: Compiler) {
    const { firstLoadShared, startup = ['main', 'boot'], locales = ['uz', 'ru', 'en'] } = this.options;
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (name: string) => [...new Set(compilation.namedChunkGroups.get(name)?.getFiles() ?? [])].filter(isScriptOrStyle);
        const assets = {
          files: startupFiles(compiler, compilation, firstLoadShared, startup),
          locales: Object.fromEntries(locales.map((locale) => [locale, filesOf(`strings-${locale}`)])),
        };
        compilation.emitAsset('boot-assets.json', new rspack.sources.RawSource(JSON.stringify(assets, null, 2)));
      });
    });
  }
}
