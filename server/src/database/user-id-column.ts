import type { ColumnOptions } from 'typeorm';

/** How every table stores a user's uid (`user.uid`): 32 characters, a uuid without dashes. */
export const USER_ID_COLUMN = { type: 'varchar', length: 32 } as const satisfies ColumnOptions;
