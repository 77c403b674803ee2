const EMBED_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const WATCH_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;

function nocookieEmbed(id: string | null | undefined): string | null {
  return id && VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * The iframe address for a class's video, or null when it is not a YouTube video. Embed URLs of
 * youtube.com and youtube-nocookie.com are used as given (https only); watch and youtu.be links
 * become privacy-enhanced (youtube-nocookie) embeds. Anything else is never framed.
 */
export function videoEmbedUrl(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (EMBED_HOSTS.has(host) && url.pathname.startsWith('/embed/')) {
    const id = url.pathname.slice('/embed/'.length);
    return VIDEO_ID.test(id) ? url.toString() : null;
  }
  if (WATCH_HOSTS.has(host) && url.pathname === '/watch')
    return nocookieEmbed(url.searchParams.get('v'));
  if (host === 'youtu.be') return nocookieEmbed(url.pathname.slice(1));
  return null;
}
