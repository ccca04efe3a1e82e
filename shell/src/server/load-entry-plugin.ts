/// <reference types="node" />
/**
 * A federation runtime plugin of the shell's server build: a section's server container is a CommonJS file on the
 * site server's disk (`file://…/server/remoteEntry.cjs`), loaded with Node's own `require`, so its chunks load from
 * beside it. Each published version is a different file and is required once (versions are immutable), so moving
 * between versions never grows memory (docs/decisions/0010).
 */
import { fileURLToPath } from 'node:url';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __non_webpack_require__: (id: string) => unknown;

export default function loadEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-server-load-entry',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file://')) return undefined;
      const container = __non_webpack_require__(fileURLToPath(remoteInfo.entry)) as { get?: unknown; init?: unknown } | undefined;
      if (!container || typeof container.get !== 'function' || typeof container.init !== 'function') {
        throw new Error(`${remoteInfo.entry} is not a federation container`);
      }
      return container as never;
    },
  };
}
