/** Problem shapes (seed 1 §3, HOJ ProblemVO / ProblemInfoVO). */
export interface Tag {
  id: number;
  name: string;
  color?: string | null;
  oj?: string;
}

export interface TagClassification {
  classification: { id: number; name: string } | null;
  tagList: Tag[];
}

export interface ProblemListItem {
  /** HOJ sends `pid`; seed 1 names it `id`. */
  pid?: number;
  id?: number;
  problemId: string;
  title: string;
  difficulty: number;
  type?: number;
  source?: string | null;
  tags?: Tag[];
  ac: number;
  total: number;
  myStatus?: number | null;
  isVip?: boolean;
}

export interface Problem {
  id: number;
  problemId: string;
  title: string;
  description?: string | null;
  input?: string | null;
  output?: string | null;
  /** HOJ encodes samples as `<input>…</input><output>…</output>` pairs. */
  examples?: string | null;
  hint?: string | null;
  source?: string | null;
  author?: string | null;
  gmtCreate?: string | null;
  difficulty: number;
  type: number;
  ioScore?: number | null;
  timeLimit: number;
  memoryLimit: number;
  stackLimit?: number;
  isFileIO?: boolean;
  ioReadFileName?: string | null;
  ioWriteFileName?: string | null;
  userExtraFile?: string | null;
  isRemote?: boolean;
  judgeMode?: string;
  model?: number;
  codeShare?: boolean;
}

export interface ProblemCount {
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  se?: number;
}

export interface ProblemDetail {
  problem: Problem;
  tags: Tag[];
  languages: string[];
  /** Those of `languages` no judge online now offers: shown, but not submittable. */
  languagesWithoutJudge?: string[];
  problemCount?: ProblemCount | null;
  codeTemplate?: Record<string, string> | null;
  myStatus?: number | null;
}

export interface Sample {
  input: string;
  output: string;
}

export interface UserProblemStatus {
  status: number;
  score?: number | null;
  totalScore?: number | null;
}

export interface Language {
  id?: number;
  name: string;
  description?: string;
  contentType?: string;
  /** A judge online now offers it. */
  judgeAvailable?: boolean;
}

export interface RandomProblem {
  problemId: string;
}

export interface SavedCode {
  code: string;
  lang: string;
}
