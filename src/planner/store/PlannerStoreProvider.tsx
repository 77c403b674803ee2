import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PlannerStore } from './plannerStore';
import type { PlannerActions, PlannerState } from './plannerTypes';

/**
 * The planner's store for the components below it. Stories and tests hand in their own store
 * (`createPlannerStore` with a preset build); the page hands in the visit's store.
 */
const PlannerStoreContext = createContext<PlannerStore | null>(null);

export function PlannerStoreProvider({
  store,
  children,
}: {
  store: PlannerStore;
  children: ReactNode;
}) {
  return <PlannerStoreContext value={store}>{children}</PlannerStoreContext>;
}

/** The store itself, for event handlers that read the latest state without subscribing. */
export function usePlannerStoreApi(): PlannerStore {
  const store = useContext(PlannerStoreContext);
  if (!store) throw new Error('Planner components need a PlannerStoreProvider above them.');
  return store;
}

/** A slice of the planner state; the component re-renders when the slice changes. */
export function usePlanner<T>(selector: (state: PlannerState) => T): T {
  return useStore(usePlannerStoreApi(), selector);
}

const selectActions = (state: PlannerState) => state.actions;

/** The store's named actions (one stable object). */
export function usePlannerActions(): PlannerActions {
  return usePlanner(selectActions);
}
