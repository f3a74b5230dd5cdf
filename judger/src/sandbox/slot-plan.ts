/** How sandbox slot indices are shared out (a namespace sandbox has 32 slots). */
export const MAX_PARALLEL = 29; // workers use slots 0..28
export const ADMIN_COMPILE_SLOT = 29;
export const SELF_TEST_SLOTS = [30, 31] as const;
