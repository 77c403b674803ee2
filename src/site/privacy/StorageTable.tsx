import type { StorageItem } from './storageItems';

/** A table of cookies or storage entries: name, purpose, lifetime. */
export function StorageTable({
  caption,
  items,
}: {
  caption: string;
  items: readonly StorageItem[];
}) {
  return (
    <div className="-mx-1 mb-6 overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-sand-100">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-600 text-xs uppercase tracking-wider text-sand-300">
            <th scope="col" className="px-2 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Kept for
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name} className="border-b border-sand-800 align-top">
              <th scope="row" className="px-2 py-3 font-mono text-xs font-semibold text-spice-200">
                {item.name}
              </th>
              <td className="px-2 py-3 text-sand-200">{item.purpose}</td>
              <td className="px-2 py-3 text-sand-200">{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
