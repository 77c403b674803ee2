/** The loading indicator of every page: announced to screen readers as "Loading…". */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex flex-col items-center justify-center gap-3 py-16 text-sand-300"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="size-12 motion-safe:animate-spin motion-reduce:opacity-80"
      >
        <circle
          cx="24"
          cy="24"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="4"
        />
        <path
          d="M24 4a20 20 0 0 1 20 20"
          fill="none"
          stroke="var(--color-spice-400)"
          strokeLinecap="round"
          strokeWidth="4"
        />
      </svg>
      <span aria-hidden="true" className="text-sm tracking-wide">
        {label}
      </span>
    </div>
  );
}
