/**
 * Builds handed over by other pages through local storage (spec §3 "Client-stored data"): the
 * planner reads `load-build` once and removes it, and also picks it up when another tab writes
 * it. The value is either the Build data itself or a saved build ({ data, build_name,
 * build_guide }) whose `data` may be a JSON string.
 */

export const LOAD_BUILD_KEY = 'load-build';

/** What a hand-over holds, before it is checked against game data. */
export interface HandedOverBuild {
  data: unknown;
  title?: string;
  guide?: string;
}

/** Reads a hand-over's text; null when it is not one. */
export function parseHandedOverBuild(text: string | null): HandedOverBuild | null {
  if (text === null || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!('data' in record)) return { data: value };
  let data = record.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return {
    data,
    ...(typeof record.build_name === 'string' && record.build_name !== ''
      ? { title: record.build_name }
      : {}),
    ...(typeof record.build_guide === 'string' ? { guide: record.build_guide } : {}),
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Takes the hand-over out of local storage: read once, then removed. */
export function takeHandedOverBuild(store: Storage | null = storage()): HandedOverBuild | null {
  if (!store) return null;
  let text: string | null = null;
  try {
    text = store.getItem(LOAD_BUILD_KEY);
    if (text !== null) store.removeItem(LOAD_BUILD_KEY);
  } catch {
    return null;
  }
  return parseHandedOverBuild(text);
}

/** Merges a hand-over's title and guide into its build data (the saved build's own wins). */
export function handedOverBuildData(handover: HandedOverBuild): unknown {
  const { data, title, guide } = handover;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  return {
    ...(data as Record<string, unknown>),
    ...(title !== undefined ? { buildTitle: title } : {}),
    ...(guide !== undefined ? { buildGuide: guide } : {}),
  };
}
