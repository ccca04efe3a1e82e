import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No Mantine private class name in the repository (issue 43, decision 0032). Mantine generates names such as
 * `m_` and six to eight hex digits for its own stylesheet; they change with any Mantine release, and a component that
 * borrows them is drawn by another library's internals. The kit's components draw themselves with stylesheets of
 * their own on the theme's public variables, and Mantine's components are used as Mantine ships them.
 */

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const PRIVATE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;
const TEXT = /\.(?:[cm]?[jt]sx?|css|html|md|json|ya?ml)$/;

/** The repository's files, as git sees them: tracked and new ones, not what .gitignore leaves out (node_modules, builds). */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\0').filter((path) => TEXT.test(path));
}

function withPrivateClasses(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of repositoryFiles()) {
    let text: string;
    try {
      text = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      continue; // listed by git, deleted in the work tree
    }
    const names = text.match(PRIVATE_CLASS);
    if (names) found.set(path, [...new Set(names)]);
  }
  return found;
}

describe("Mantine's private class names", () => {
  const found = withPrivateClasses();

  it('are in no file of the repository', () => {
    const unexpected = [...found].map(([path, names]) => `${path}: ${names.join(', ')}`);
    expect(unexpected, "Draw the component with the kit's own stylesheet on the theme variables (decision 0032)").toEqual([]);
  });

  it('are found where they are written', () => {
    // The scan itself: a file it reads, and a name in the form Mantine writes them.
    expect(repositoryFiles()).toContain('shared/src/ui/primitives.tsx');
    const name = ['m', '7485cace'].join('_'); // written in two parts, or this file would hold one
    expect(`<div class="x ${name} mantine-Container-root">`.match(PRIVATE_CLASS)).toEqual([name]);
  });
});
