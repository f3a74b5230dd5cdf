import {
  addGroupContestProblemFromPublic,
  deleteGroupContestAnnouncement,
  removeGroupContestProblem,
  saveGroupContest,
  saveGroupContestAnnouncement,
  updateGroupContestProblem,
  useGroupContest,
  useGroupContestAddable,
  useGroupContestAnnouncements,
  useGroupContestProblems,
} from '@/hooks/api/group-contest';
import type { ContestAdminApi } from '@/routes/admin/contest/contest-admin-api';

/**
 * The back office's contest screens, pointed at the group routes: contests are filed under the
 * group, and no contest-only problems are made here (the group's own problems are added instead).
 */
export function groupContestApi(gid: number): ContestAdminApi {
  return {
    useContest: useGroupContest,
    saveContest: (form) => saveGroupContest(gid, form),
    useProblems: useGroupContestProblems,
    useAddable: useGroupContestAddable,
    addFromPublic: addGroupContestProblemFromPublic,
    updateProblem: updateGroupContestProblem,
    removeProblem: removeGroupContestProblem,
    createsProblems: false,
    useAnnouncements: useGroupContestAnnouncements,
    saveAnnouncement: saveGroupContestAnnouncement,
    deleteAnnouncement: deleteGroupContestAnnouncement,
  };
}
