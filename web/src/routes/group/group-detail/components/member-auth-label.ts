/** The `groupPage.memberAuth.*` key of a member auth (seed 2 §3). */
export const memberAuthKey = (auth: number) => `groupPage.memberAuth.${auth}`;
