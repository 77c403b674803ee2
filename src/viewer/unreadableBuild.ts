/**
 * A build the viewer cannot show: the text says why (the engine's or the data loader's). Apart
 * from the engine, so the page can tell this failure from the others without loading it.
 */
export class UnreadableBuildError extends Error {}
