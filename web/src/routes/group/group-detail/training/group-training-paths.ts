/** Where a group training opens: inside its group, so the group's header stays. */
export const groupTrainingPath = (gid: number, tid: number) => `/group/${gid}/training/${tid}`;
