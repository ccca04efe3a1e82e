/** Types for build-server.mjs (plain JavaScript so that `npm start` runs it before anything is compiled). */
export declare const SERVER_DIR: string;
export declare const SERVER_ENTRIES: Record<string, string>;
export declare function buildServer(options?: {
  force?: boolean;
  entries?: Record<string, string>;
  outdir?: string;
}): Promise<{ built: boolean; ms: number }>;
export declare function runServer(file: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<void>;
