import type { TestdataManifest, TestdataSource } from '@verdict/common';
import type { TestdataService } from './test-data.service';

/** The in-process judger's test data: straight from the service, no HTTP. */
export class DirectTestdataSource implements TestdataSource {
  constructor(private readonly testdata: TestdataService) {}

  manifest(problemId: number): Promise<TestdataManifest> {
    return this.testdata.manifest(problemId);
  }

  file(problemId: number, version: string, name: string): Promise<Buffer> {
    return this.testdata.file(problemId, version, name);
  }
}
