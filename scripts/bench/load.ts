import { performance } from 'node:perf_hooks';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: object;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Sends `requests` requests over real HTTP from `clients` concurrent clients (each waits for its answer before the
 * next), and answers throughput and latency in milliseconds. Any answer but 2xx stops the bench.
 */
export async function runLoad(
  baseUrl: string, token: string, next: (index: number) => BenchRequest, requests: number, clients: number,
): Promise<LoadResult> {
  const times: number[] = [];
  let issued = 0;
  async function client() {
    while (issued < requests) {
      const request = next(issued++);
      const started = performance.now();
      const response = await fetch(baseUrl + request.path, {
        method: request.method,
        headers: { authorization: `Bearer ${token}`, ...(request.body ? { 'content-type': 'application/json' } : {}) },
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
      const text = await response.text();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${request.method} ${request.path}: ${response.status} ${text.slice(0, 300)}`);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { requestsPerSecond: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}
