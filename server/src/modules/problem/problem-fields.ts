/** The problem columns the public problem page shows under their own names (the answer is decided apart). */
// prettier-ignore
export const PUBLIC_PROBLEM_FIELDS = [
  'id', 'problemId', 'title', 'author', 'type', 'judgeMode', 'judgeCaseMode', 'timeLimit', 'memoryLimit',
  'stackLimit', 'description', 'input', 'output', 'examples', 'hint', 'source', 'difficulty', 'auth', 'ioScore',
  'codeShare', 'isRemoveEndBlank', 'openCaseResult', 'isFileIO', 'ioReadFileName', 'ioWriteFileName',
  'userExtraFile', 'model', 'isVip', 'isRemote', 'gid', 'gmtCreate', 'gmtModified',
] as const;

/** What the admin form shows besides: the answer, the checker, the judge's files and who changed it last. */
// prettier-ignore
export const ADMIN_PROBLEM_FIELDS = [
  ...PUBLIC_PROBLEM_FIELDS, 'answer', 'spjLanguage', 'spjCode', 'judgeExtraFile', 'isUploadCase', 'caseVersion',
  'applyPublicProgress', 'modifiedUser',
] as const;
