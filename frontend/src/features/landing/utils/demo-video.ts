/**
 * The landing page's demo video, set at build time: `VITE_DEMO_VIDEO_URL=https://www.youtube.com/watch?v=… npm run build`.
 * A YouTube or Vimeo page or embed URL. Unset (or not recognised), the page explains the order in three steps instead.
 */
export const DEMO_VIDEO_URL: string | undefined = import.meta.env.VITE_DEMO_VIDEO_URL;

export interface DemoVideo {
  /** Shown to the visitor: where the video comes from once they press play. */
  provider: 'YouTube' | 'Vimeo';
  /** The player to load on click; autoplay, since the click was the request to play. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  let id: string | undefined;
  if (host === 'vimeo.com') id = /^\/(\d+)/.exec(url.pathname)?.[1];
  else if (host === 'player.vimeo.com') id = /^\/video\/(\d+)/.exec(url.pathname)?.[1];
  return id && VIMEO_ID.test(id) ? id : null;
}

/**
 * Turns a configured video URL into the player to load on click, or null when there is none (or it is not a
 * YouTube/Vimeo video over HTTPS). YouTube plays from its no-cookie domain and Vimeo with "do not track".
 */
export function parseDemoVideoUrl(raw: string | null | undefined): DemoVideo | null {
  if (!raw?.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const youtube = youtubeId(url);
  if (youtube) {
    return { provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  return null;
}
