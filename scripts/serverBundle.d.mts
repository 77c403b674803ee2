import type { BuildOptions } from 'esbuild';

/** The esbuild options every bundle of the server shares. */
export declare const SERVER_BUNDLE_OPTIONS: BuildOptions;
