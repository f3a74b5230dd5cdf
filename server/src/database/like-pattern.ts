/** A LIKE pattern matching text that holds the keyword; '!' escapes LIKE's wildcards the same way on MariaDB and SQLite (use `ESCAPE '!'`). */
export const likePattern = (keyword: string) => `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;
