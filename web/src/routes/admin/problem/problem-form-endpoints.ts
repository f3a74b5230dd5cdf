/**
 * Where the problem form loads and saves: the back office's site problems, or a group's problems
 * (same form, the group's routes and its `gid`). The form's sections read it from the context.
 */
import { createContext, useContext } from 'react';
import type { SWRResponse } from 'swr';
import type { UploadedTestcases } from '@verdict/common';
import {
  compileJudgeCode,
  createProblem,
  updateProblem,
  uploadTestcaseZip,
  useAdminProblem,
  useAdminProblemCases,
  useAllProblemTags,
  type AdminProblem,
  type AdminProblemCase,
} from '@/hooks/api/admin-problem';
import type { toProblemDto } from './to-problem-dto';

type ProblemDtoBody = ReturnType<typeof toProblemDto>;
type CompileBody = { code: string; language: string; pid?: number; extraFiles?: Record<string, string> };

export interface ProblemFormEndpoints {
  /** The group the problem belongs to; site problems have none. */
  gid?: number;
  /** Site-only switches (VIP only) are left out of a group's form. */
  siteOnlyFields: boolean;
  useProblem: (pid: number | null) => SWRResponse<AdminProblem>;
  useCases: (pid: number | null) => SWRResponse<AdminProblemCase[]>;
  /** The existing tags offered while typing one. */
  useTags: () => SWRResponse<{ id: number; name: string }[]>;
  create: (dto: ProblemDtoBody) => Promise<unknown>;
  update: (dto: ProblemDtoBody) => Promise<unknown>;
  compile: (kind: 'spj' | 'interactive', body: CompileBody) => Promise<unknown>;
  upload: (file: File, mode: string, onProgress: (fraction: number) => void) => Promise<UploadedTestcases>;
}

export const SITE_PROBLEM_ENDPOINTS: ProblemFormEndpoints = {
  siteOnlyFields: true,
  useProblem: useAdminProblem,
  useCases: useAdminProblemCases,
  useTags: useAllProblemTags,
  create: createProblem,
  update: updateProblem,
  compile: compileJudgeCode,
  upload: uploadTestcaseZip,
};

export const ProblemFormEndpointsContext = createContext<ProblemFormEndpoints>(SITE_PROBLEM_ENDPOINTS);

export const useProblemFormEndpoints = () => useContext(ProblemFormEndpointsContext);
