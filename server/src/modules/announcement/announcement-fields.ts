/** The columns every announcement (site, group or contest) shows under its own name. */
export const ANNOUNCEMENT_FIELDS = [
  'id',
  'title',
  'content',
  'status',
  'uid',
  'username',
  'gmtCreate',
  'gmtModified',
] as const;
