/** The tables of the user ranks, kept in rank tables. */
export const RANK_ENTITIES: (new () => object)[] = [];
