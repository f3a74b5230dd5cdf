/**
 * Remote judging (submitting to other online judges, importing their problems, listing their
 * contests) needs the internet and accounts on those judges; this site offers none of it yet.
 */
export const REMOTE_IMPORT_UNAVAILABLE = 'Importing problems from other judges is not available on this site';
