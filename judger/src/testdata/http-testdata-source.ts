import { JudgerApi, type TestdataManifest, type TestdataSource } from '@verdict/common';

export interface HttpTestdataSourceOptions {
  /** API base URL, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  judgerToken: string;
  timeoutMs?: number;
  /** Waits before each new try while the API cannot be reached; the default spans about 30 s. */
  retryDelaysMs?: readonly number[];
}

/** An API instance restarting or a rolling deploy takes seconds: wait it out before giving up. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 15000];

/** Answers a restarting or overloaded API gives; anything else (404, 401, …) will not change. */
const PASSING_STATUSES = new Set([502, 503, 504]);

class PassingFailure extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Test data over HTTP from the API (`JudgerApi` paths, judger token header). The manifest may be
 * returned bare or inside HOJ's `{status, msg, data}` envelope; files are raw bytes. A refused
 * connection or a 502/503/504 is tried again for a while, so an API restart does not turn the
 * submissions being judged into System Errors.
 */
export class HttpTestdataSource implements TestdataSource {
  constructor(private readonly options: HttpTestdataSourceOptions) {}

  private async get(path: string, query: Record<string, string>): Promise<Response> {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.getOnce(url);
      } catch (error) {
        // fetch() rejects with "fetch failed" when no connection could be made or it broke.
        const unreachable = (error as { message?: unknown } | null)?.message === 'fetch failed';
        const passing = error instanceof PassingFailure || unreachable;
        if (!passing || attempt >= delays.length) throw error;
        await sleep(delays[attempt]);
      }
    }
  }

  private async getOnce(url: URL): Promise<Response> {
    const response = await fetch(url, {
      headers: { [JudgerApi.tokenHeader]: this.options.judgerToken },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 60000),
    });
    if (response.ok) return response;
    const message = `GET ${url.pathname} failed: HTTP ${response.status}`;
    throw PASSING_STATUSES.has(response.status) ? new PassingFailure(message) : new Error(message);
  }

  async manifest(problemId: number): Promise<TestdataManifest> {
    const body = (await (await this.get(JudgerApi.manifest, { pid: String(problemId) })).json()) as
      TestdataManifest | { status: number; msg: string; data: TestdataManifest };
    return 'data' in body && 'status' in body ? body.data : (body as TestdataManifest);
  }

  async file(problemId: number, version: string, name: string): Promise<Buffer> {
    const response = await this.get(JudgerApi.file, { pid: String(problemId), version, name });
    return Buffer.from(await response.arrayBuffer());
  }
}
