/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Options {
    /** Several: the connections are shared out among them (two server instances). */
    url: string | string[];
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Asked in turn by every connection. */
    requests?: { method?: "GET" | "POST"; path: string }[];
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
