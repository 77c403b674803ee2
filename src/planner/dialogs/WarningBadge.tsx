/**
 * The warning badge of the planner's alert dialogs (moderation, build limit): one drawing, so
 * the alerts that stop a save look alike.
 */
export function WarningBadge() {
  return (
    <span className="inline-flex size-10 items-center justify-center rounded-full border border-spice-500/60 bg-spice-950/70 text-spice-300">
      <svg viewBox="0 0 24 24" className="size-5 fill-current">
        <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
    </span>
  );
}
