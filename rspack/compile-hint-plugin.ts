import rspack, { type Compilation, type Compiler } from '@rspack/core';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one lazily on the main thread at its first
 * call. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A script with the compile hint on its first line, and its source map shifted by that one line (a leading `;` in
 * `mappings` is an empty generated line).
 */
export function withCompileHint(code: string, map: string | null): { code: string; map: string | null } {
  if (code.startsWith(COMPILE_HINT)) return { code, map };
  let shifted = map;
  if (map !== null) {
    const parsed = JSON.parse(map) as { mappings: string };
    parsed.mappings = `;${parsed.mappings}`;
    shifted = JSON.stringify(parsed);
  }
  return { code: COMPILE_HINT + code, map: shifted };
}

export interface CompileHintOptions {
  /** The scripts to mark, by output file name: those whose every function runs while a page starts. */
  files: (compilation: Compilation, compiler: Compiler) => readonly string[];
}

/**
 * Marks a build's start-up scripts for eager compilation. Every function of the shell's start-up (React, the router,
 * the kit, the federation runtime) and of a remote's entry runs while the page starts: compiled lazily, each one's
 * compilation was a slice of the long tasks that block a phone's main thread (docs/decisions/0014). Runs after the
 * minimiser (which drops comments) and after the source maps are written, whose lines it shifts to match; before
 * the real content hashes, so a marked file's name is the hash of what it holds (docs/decisions/0014).
 */
export class CompileHintPlugin {
  constructor(private readonly options: CompileHintOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        () => {
          for (const file of this.options.files(compilation, compiler)) {
            if (!file.endsWith('.js')) continue;
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const mapAsset = compilation.getAsset(`${file}.map`);
            const hinted = withCompileHint(asset.source.source().toString(), mapAsset ? mapAsset.source.source().toString() : null);
            compilation.updateAsset(file, new rspack.sources.RawSource(hinted.code));
            if (mapAsset && hinted.map !== null) compilation.updateAsset(`${file}.map`, new rspack.sources.RawSource(hinted.map));
          }
        },
      );
    });
  }
}
