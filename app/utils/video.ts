const ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

// Exact host names only: a suffix or substring check would accept lookalikes
// such as notyoutube.com or youtube.com.evil.example.
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com'])

/** Path prefixes on youtube.com whose second segment is the video id. */
const ID_PATH_KINDS = new Set(['shorts', 'embed', 'live'])

function parseUrl(input: string): URL | null {
  const trimmed = input.trim()
  if (trimmed === '') return null
  // People paste links without a scheme ("youtu.be/abc"); without a prefix
  // `new URL` would either throw or read "youtu.be:" as the scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function validId(candidate: string | null | undefined): string | null {
  return candidate != null && ID_PATTERN.test(candidate) ? candidate : null
}

/** The 11-character video id of a YouTube link, or null for anything else. */
export function videoId(url: string): string | null {
  const parsed = parseUrl(url)
  if (!parsed) return null

  const host = parsed.hostname
  const segments = parsed.pathname.split('/').filter(Boolean)

  if (SHORT_HOSTS.has(host)) {
    return segments.length === 1 ? validId(segments[0]) : null
  }

  if (NOCOOKIE_HOSTS.has(host)) {
    return segments.length === 2 && segments[0] === 'embed' ? validId(segments[1]) : null
  }

  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') {
      return validId(parsed.searchParams.get('v'))
    }
    if (segments.length === 2 && ID_PATH_KINDS.has(segments[0] ?? '')) {
      return validId(segments[1])
    }
  }

  return null
}

/** Player URL on the privacy-enhanced host (no cookie until a video plays), or null without a video id. */
export function videoEmbedUrl(url: string): string | null {
  const id = videoId(url)
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null
}

/** The video's own page on the video-sharing site, for "Open on YouTube". */
export function videoWatchUrl(url: string): string | null {
  const id = videoId(url)
  return id ? `https://www.youtube.com/watch?v=${id}` : null
}

export function videoThumbnailUrl(url: string): string | null {
  const id = videoId(url)
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null
}

/**
 * True when the link points at a playable video on the video-sharing site.
 * Channel or playlist pages count as false because there is nothing to embed.
 */
export function isVideoSharingUrl(url: string): boolean {
  return videoId(url) !== null
}
