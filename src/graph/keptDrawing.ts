import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** A pan and zoom of the drawing, in panel pixels (the graph's viewport). */
interface DrawingViewport {
  x: number;
  y: number;
  zoom: number;
}

/** The CSS transform that shows the tree at `viewport`, as React Flow's viewport element has. */
export function viewportTransform({ x, y, zoom }: DrawingViewport): string {
  return `translate(${x}px, ${y}px) scale(${zoom})`;
}

/**
 * The inside of the server's drawing of tree `treeId`, while the page hydrates: the HTML the
 * browser has already laid out, to keep as it is. Null without exactly one such drawing.
 */
export function serverDrawingHtml(treeId: number): string | null {
  if (typeof document === 'undefined') return null;
  const panels = document.querySelectorAll(`[data-tree-id="${treeId}"] > [data-tree-drawing]`);
  return panels.length === 1 ? (panels[0]?.innerHTML ?? null) : null;
}

/**
 * Fits a kept server drawing to its panel by setting its viewport's transform, before the paint:
 * React does not render inside that markup. Null: the drawing is React's, which fits itself.
 */
export function useKeptDrawingFit(
  panelRef: RefObject<HTMLDivElement | null>,
  viewport: DrawingViewport | null,
): void {
  const transform = viewport ? viewportTransform(viewport) : null;
  useLayoutEffect(() => {
    const element = panelRef.current?.querySelector<HTMLElement>('.react-flow__viewport');
    if (transform && element) element.style.transform = transform;
  }, [panelRef, transform]);
}
