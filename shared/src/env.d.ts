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
