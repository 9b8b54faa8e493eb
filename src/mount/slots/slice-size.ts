/**
 * Widgets mounted, or products handed to their cards (every card showing one), in one task: the first paint's cards, and the
 * components' mounts after them (slices.ts, which ships with the components: only this number is also the first script's, so it has a module of its own). A
 * card's first render costs ≈ 2 ms of script plus its style and layout on a fast machine, several times that on a phone:
 * four keep a task short.
 */
export const SLICE = 4;
