/**
 * How far the graph in `layer` has come: no nodes yet (its code may still be arriving),
 * nodes placed but not yet fitted, or drawn where the drawing has them (it shows nodes and has
 * applied its fit; a viewport still at the origin and scale 1 has not).
 */
export function graphProgress(layer: HTMLElement): 'none' | 'placed' | 'drawn' {
  if (!layer.querySelector('.react-flow__node')) return 'none';
  // Without layout (a panel of no size) there is no fit to wait for.
  if (layer.clientWidth === 0) return 'drawn';
  const viewport = layer.querySelector<HTMLElement>('.react-flow__viewport');
  const transform = viewport?.style.transform ?? '';
  return transform !== '' && transform !== 'translate(0px, 0px) scale(1)' ? 'drawn' : 'placed';
}
