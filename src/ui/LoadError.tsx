/** The spec's message when page data could not be loaded. */
const LOAD_ERROR_MESSAGE = 'Failed to load data. Please try again later.';

/** Tells the visitor that the page's data failed to load. */
export function LoadError({ message = LOAD_ERROR_MESSAGE }: { message?: string }) {
  return (
    <div
      role="alert"
      className="mx-auto my-12 flex max-w-xl items-start gap-3 rounded-2xl border border-danger-400/60 bg-danger-950/50 p-5 text-danger-200"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 fill-current">
        <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
      <p>{message}</p>
    </div>
  );
}
