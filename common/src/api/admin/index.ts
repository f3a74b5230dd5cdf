/**
 * The back office's wire shapes (`/api/admin/…` and the group admin screens), one file per area.
 * Times follow one rule: a shape with times takes `TTime`, which is `Date` where the server builds
 * the value and `string` (ISO 8601, what JSON serialisation makes of a `Date`) where a client reads it.
 */
export * from './problem';
export * from './contest';
export * from './dashboard';
export * from './site-config';
export * from './user';
export * from './notice';
export * from './assistant';
export * from './audit';
