import { videoEmbedUrl } from './videoEmbed';

/** The class's video (a lazily loaded YouTube embed), or 'Video coming soon'. */
export function ClassVideo({ name, videoUrl }: { name: string; videoUrl: string | null }) {
  const src = videoEmbedUrl(videoUrl);
  if (!src) {
    // A small note, not a screen-wide box: the trees below are what the page is for.
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-sand-600 bg-sand-900/60 px-3 py-2 text-sm text-sand-300">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-spice-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="5" width="18" height="14" rx="3" />
          <path d="m10 9 5 3-5 3V9Z" fill="currentColor" />
        </svg>
        Video coming soon
      </p>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl border border-sand-700 bg-black shadow-xl shadow-black/40">
      <iframe
        src={src}
        title={`${name} class video`}
        loading="lazy"
        className="size-full"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
