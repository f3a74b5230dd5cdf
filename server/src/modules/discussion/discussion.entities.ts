/** The tables of discussions: categories, posts, likes and reports. */
export const DISCUSSION_ENTITIES: (new () => object)[] = [];
