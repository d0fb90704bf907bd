// autocannon ships no types; this covers what the integration tests use.
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  interface Result {
    "2xx": number;
    "4xx": number;
    non2xx: number;
    errors: number;
    requests: { average: number; total: number };
    latency: { p99: number; average: number };
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    export type { Result };
  }
  export default autocannon;
}
