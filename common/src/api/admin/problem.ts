/** Back-office problem shapes (HOJ admin ProblemController). `TTime` as in `./index`. */

/**
 * A problem as the admin form reads it (HOJ Problem): every stored field, under HOJ's names.
 * `GET /api/admin/problem`, `GET /api/admin/contest/problem`, `GET /api/group/problem` and the rows
 * of `get-problem-list`, `/api/admin/group-problem/list` and `/api/group/get-admin-problem-list`.
 */
export interface AdminProblemView<TTime = string> {
  id: number;
  /** Display id. */
  problemId: string;
  title: string;
  author: string;
  /** 0 ACM, 1 OI. */
  type: number;
  judgeMode: string;
  judgeCaseMode: string;
  /** Milliseconds. */
  timeLimit: number;
  /** Megabytes. */
  memoryLimit: number;
  /** Megabytes. */
  stackLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  hint: string | null;
  source: string | null;
  answer: string | null;
  difficulty: number;
  /** 1 public, 2 private, 3 contest only. */
  auth: number;
  ioScore: number;
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  spjLanguage: string | null;
  spjCode: string | null;
  /** JSON object file name → content, copied beside the user's program. */
  userExtraFile: string | null;
  /** JSON object file name → content, copied beside the checker or interactor. */
  judgeExtraFile: string | null;
  /** 0 programming, 1 objective quiz. */
  model: number;
  isVip: boolean;
  isRemote: boolean;
  isUploadCase: boolean;
  /** Changes whenever what the judges need changes. */
  caseVersion: string;
  gid: number | null;
  /** null none, 1 applying, 2 public, 3 refused. */
  applyPublicProgress: number | null;
  modifiedUser: string | null;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** What the admin form shows of an uploaded file before saving: its size and first bytes as text. */
export interface TestcaseFilePreview {
  size: number;
  head: string;
}

/** `POST /api/file/upload-testcase-zip`: the zip's files as the server paired them, in a new folder. */
export interface UploadedTestcases {
  fileList: { input: string; output: string; groupNum?: number }[];
  fileListDir: string;
  /** By file name, for each paired file (HOJ clients ignore it). */
  preview: Record<string, TestcaseFilePreview>;
}
