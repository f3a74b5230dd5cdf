/** The group contest API's wire types. */
export {};
