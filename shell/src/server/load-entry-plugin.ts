/// <reference types="node" />
/**
 * A federation runtime plugin of the shell's server build: a section's server container is a CommonJS file on the
 * site server's disk (`file://…/server/remoteEntry.cjs`), loaded with Node's own `require`, so its chunks load from
 * beside it. Each published version is a different file and is required once (versions are immutable), so moving
 * between versions never grows memory (docs/decisions/0010).
 */
import { fileURLToPath } from 'node:url';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __non_webpack_require__: { (id: string): unknown; cache: Record<string, unknown>; resolve(id: string): string };

export default function loadEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-server-load-entry',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file://')) return undefined;
      // A container of its own for this shell build: Node's module cache would hand every shell version the one the
      // first shell loaded, already initialised with that shell's shared modules (its kit, its router), and a second
      // shell version (after a shell deploy or rollback) could not render with it.
      const file = __non_webpack_require__.resolve(fileURLToPath(remoteInfo.entry));
      delete __non_webpack_require__.cache[file];
      const container = __non_webpack_require__(file) as { get?: unknown; init?: unknown } | undefined;
      if (!container || typeof container.get !== 'function' || typeof container.init !== 'function') {
        throw new Error(`${remoteInfo.entry} is not a federation container`);
      }
      return container as never;
    },
  };
}
