/** The part of autocannon's API the benchmarks use (the package ships no types); ops/bench/ssr.ts reads it too. */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request) => Request;
      /** Called with each response (headers as an object of lower-case names). */
      onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
    }
    interface Options {
      url?: string;
      headers?: Record<string, string>;
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
