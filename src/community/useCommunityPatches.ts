import { useEffect, useState } from 'react';
import type { Patch } from '../skills/progression';
import { patchesSince, type PatchSince } from '../skills/patchSince';

/** Loads the current version's dated patches; stories pass a stand-in. */
export type LoadPatches = () => Promise<Patch[]>;

/**
 * The patches "Updated since" offers, newest first: null while they load (after the first
 * render, so a page the server rendered takes over unchanged), empty when they failed.
 */
export function useCommunityPatches(load: LoadPatches): PatchSince[] | null {
  const [patches, setPatches] = useState<PatchSince[] | null>(null);
  useEffect(() => {
    let live = true;
    void load().then(
      (loaded) => {
        if (live) setPatches(patchesSince(loaded));
      },
      () => {
        if (live) setPatches([]);
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  return patches;
}
