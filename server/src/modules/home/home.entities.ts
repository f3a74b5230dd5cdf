/** The tables of the home page's lists. */
export const HOME_ENTITIES: (new () => object)[] = [];
