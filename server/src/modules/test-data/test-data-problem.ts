/** The settings of a problem its test data depends on (a problem row has them all). */
export interface TestdataProblem {
  id: number;
  caseVersion: string;
  model: number;
  judgeMode: string;
  judgeCaseMode: string;
  isUploadCase: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  judgeExtraFile: string | null;
}

/**
 * Looks problems up for the test data (manifest, files, download). The problem module implements
 * it; it imports this module, so it registers with `TestdataService.register` instead of being
 * injected.
 */
export interface TestdataProblemSource {
  find(problemId: number): Promise<TestdataProblem | null>;
}
