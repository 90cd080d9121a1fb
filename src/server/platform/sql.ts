/** `abc` -> `abc%` with LIKE's own wildcards escaped, lower-cased for the prefix indexes. */
export const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
