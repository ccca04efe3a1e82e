/** The part of autocannon's API the benchmarks use (the package ships no types); ops/src/bench/ssr.ts reads it too. */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request) => Request;
    }
    interface Client {
      /** A response's headers, as a flat [name, value, …] list. */
      on(event: 'headers', listener: (headers: string[]) => void): void;
    }
    interface Options {
      url?: string;
      headers?: Record<string, string>;
      setupClient?: (client: Client) => void;
      connections?: number;
      duration?: number;
      amount?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      '2xx': number;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
