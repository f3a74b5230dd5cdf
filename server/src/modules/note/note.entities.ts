/** The tables of personal notes and their categories. */
export const NOTE_ENTITIES: (new () => object)[] = [];
