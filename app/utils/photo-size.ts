/**
 * What the server keeps of a photo (images.server.ts): at most this many pixels on its longer side,
 * re-encoded at this quality. The submission form scales a bigger photo down to the same before sending
 * it, so a phone's 12-megapixel photo does not cross a slow connection only to be made smaller on arrival.
 */
export const photoSize = {
  maxEdge: 2048,
  /** JPEG and WebP quality, 1–100 (sharp's scale; a canvas takes it divided by 100). */
  quality: 80,
} as const
