/** The group problem API's wire types. */
export {};
