import { JudgerApi, type TestdataManifest, type TestdataSource } from '@verdict/common';

export interface HttpTestdataSourceOptions {
  /** API base URL, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  judgerToken: string;
  timeoutMs?: number;
}

/**
 * Test data over HTTP from the API (`JudgerApi` paths, judger token header). The manifest may be
 * returned bare or inside HOJ's `{status, msg, data}` envelope; files are raw bytes.
 */
export class HttpTestdataSource implements TestdataSource {
  constructor(private readonly options: HttpTestdataSourceOptions) {}

  private async get(path: string, query: Record<string, string>): Promise<Response> {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await fetch(url, {
      headers: { [JudgerApi.tokenHeader]: this.options.judgerToken },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 60000),
    });
    if (!response.ok) throw new Error(`GET ${url.pathname} failed: HTTP ${response.status}`);
    return response;
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
