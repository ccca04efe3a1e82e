import { SourceMap } from 'node:module';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from '../../rspack/compile-hint-plugin.ts';

/** Where a piece of generated code comes from, by the source map. */
function origin(code: string, map: string, needle: string) {
  const before = code.slice(0, code.indexOf(needle));
  const line = before.split('\n').length - 1;
  const column = before.length - before.lastIndexOf('\n') - 1;
  const entry = new SourceMap(JSON.parse(map) as ConstructorParameters<typeof SourceMap>[0]).findEntry(line, column) as {
    originalLine: number;
    originalColumn: number;
  };
  return { line: entry.originalLine, column: entry.originalColumn };
}

describe('the compile hint on start-up scripts', () => {
  const source = 'const answer = 42;\nfunction greet(name) {\n  return "hello " + name;\n}\nconsole.log(greet(String(answer)));\n';
  const built = transformSync(source, { minify: true, sourcemap: 'external', sourcefile: 'start.js' });

  it("puts V8's magic comment on the first line and keeps the source map pointing at the same source", () => {
    const hinted = withCompileHint(built.code, built.map);
    expect(hinted.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(hinted.code.slice(COMPILE_HINT.length)).toBe(built.code);
    for (const needle of ['console', 'greet(', '"hello "']) {
      expect(origin(hinted.code, hinted.map!, needle)).toEqual(origin(built.code, built.map, needle));
    }
    // Without the shift, the map would point one line off.
    expect(origin(hinted.code, built.map, 'console')).not.toEqual(origin(built.code, built.map, 'console'));
  });

  it('marks a script once, and marks one without a source map', () => {
    const once = withCompileHint(built.code, built.map);
    expect(withCompileHint(once.code, once.map)).toEqual(once);
    expect(withCompileHint('run();', null)).toEqual({ code: `${COMPILE_HINT}run();`, map: null });
  });
});
