/** The repository's root folder. */
export const root: string
/** Runs `npm run build` when the build is missing or older than the sources. */
export function buildIfStale(): void
