declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}

/** rspack's hot module replacement, present in a development build only. */
interface ImportMeta {
  readonly webpackHot?: { accept(dependencies: string[], callback: () => void): void };
}

/** The bundler runtime's container start-up (rspack/app-config.ts resolves it; ./federation/shell-bundler-runtime.ts). */
declare module 'federation-init-container-entry' {
  export function initContainerEntry(options: unknown): unknown;
}
