import { useMemo } from 'react';
import {
  compileGroupJudgeCode,
  createGroupProblem,
  updateGroupProblem,
  uploadGroupTestcaseZip,
  useGroupProblem,
  useGroupProblemCases,
  useGroupProblemTags,
} from '@/hooks/api/group-problem';
import type { ProblemFormEndpoints } from '@/routes/admin/problem/problem-form-endpoints';

/** The shared problem form, pointed at the group's routes and filing the problem under `gid`. */
export function useGroupProblemEndpoints(gid: number): ProblemFormEndpoints {
  return useMemo(
    () => ({
      gid,
      siteOnlyFields: false,
      useProblem: useGroupProblem,
      useCases: useGroupProblemCases,
      useTags: () => useGroupProblemTags(gid),
      create: (dto) => createGroupProblem(gid, dto),
      update: (dto) => updateGroupProblem(gid, dto),
      compile: (kind, body) => compileGroupJudgeCode(gid, kind, body),
      upload: (file, mode, onProgress) => uploadGroupTestcaseZip(gid, file, mode, onProgress),
    }),
    [gid],
  );
}
