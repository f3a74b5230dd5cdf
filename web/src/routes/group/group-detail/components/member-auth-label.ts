/** The `groupPage.memberAuth.*` key of a member auth. */
export const memberAuthKey = (auth: number) => `groupPage.memberAuth.${auth}`;
