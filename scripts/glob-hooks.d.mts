/** Types of glob-hooks.mjs for the TypeScript that imports it (its test). */
export function matchGlob(dir: string, pattern: string): string[];
export function rewriteGlobs(source: string, file: string): string;
