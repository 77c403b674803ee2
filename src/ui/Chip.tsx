/** Names shown as small labels, e.g. a class's skill trees. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border border-spice-600/60 bg-spice-950/40 px-3 py-1 text-xs font-medium tracking-wide text-spice-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
