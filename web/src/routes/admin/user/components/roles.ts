import { Role } from '@verdict/common';

/** Every role an admin can give, 1000 to 1009, in that order. */
export const ROLE_CHOICES: number[] = Object.values(Role).sort((a, b) => a - b);
