import { videoEmbedUrl } from './videoEmbed';

/** The class's video (a lazily loaded YouTube embed), or 'Video coming soon'. */
export function ClassVideo({ name, videoUrl }: { name: string; videoUrl: string | null }) {
  const src = videoEmbedUrl(videoUrl);
  if (!src) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-sand-600 bg-sand-900/60 text-sand-300">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-10 text-spice-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="5" width="18" height="14" rx="3" />
          <path d="m10 9 5 3-5 3V9Z" fill="currentColor" />
        </svg>
        <p className="text-base font-medium">Video coming soon</p>
      </div>
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
