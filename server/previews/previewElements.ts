/**
 * The element trees satori lays out, made without React: the server never imports React code
 * (DESIGN.md), and satori reads only `type` and `props` of each element. The shape is React's
 * element shape, so satori's own types accept it as it is.
 */

/** One element of a preview image. */
export interface PreviewElement {
  type: string;
  key: null;
  props: Record<string, unknown>;
}

/** An element with its children (strings are text). */
export function h(
  type: string,
  props: Record<string, unknown>,
  ...children: (PreviewElement | string)[]
): PreviewElement {
  if (children.length === 0) return { type, key: null, props };
  return {
    type,
    key: null,
    props: { ...props, children: children.length === 1 ? children[0] : children },
  };
}
