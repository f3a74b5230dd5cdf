import type { UserEntity } from './user.entity';

/** An account's status: a disabled account can not log in. */
export const UserStatus = { NORMAL: 0, DISABLED: 1 } as const;

/**
 * A user's row as the user module hands it out (`UserService`, `UserDirectory`): other modules read
 * these fields and change them only through the user module's methods.
 */
export type UserAccount = UserEntity;
