import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { newTempPath, type FileStore, type StagedFile } from './file-store.server'
import { cardNameFor, contentTypes, imageKinds, randomHex, type FileKind } from './file-types.server'
import { photoSize } from '~/utils/photo-size'

// Every stored image is re-encoded here (no metadata survives), and the feed's card-sized copy made.

// Phone photos often carry small flaws that browsers show without complaint; refusing those would
// only confuse families, so only real decoding errors count.
const FAIL_ON = 'error'

export const DEFAULT_MAX_PIXELS = 40_000_000

export function tooManyPixelsMessage(maxPixels: number) {
  return `This image is too large: at most ${Number((maxPixels / 1_000_000).toPrecision(3))} megapixels.`
}

export type ProcessedImage =
  { ok: true; file: StagedFile } | { ok: false; problem: 'too-many-pixels' | 'unreadable' }

/**
 * Re-encodes every image in its own format with no metadata at all (EXIF, XMP, GPS and comments of
 * children's photos must not be published): jpg/png/webp turned upright by EXIF first, then scaled down
 * to photoSize.maxEdge on their longer side (a page never shows more, and a phone's photo is several
 * times that); a gif keeps its frames and its size. The pixel limit counts every frame. A refused image's
 * temp file is deleted. Only the first frame of an animated webp is kept: project photos are not
 * animations, and sharp refuses to rotate multi-page images.
 */
export async function processImage(
  staged: StagedFile,
  maxPixels = DEFAULT_MAX_PIXELS,
): Promise<ProcessedImage> {
  if (!imageKinds.includes(staged.kind)) throw new Error(`Not an image: ${staged.kind}`)
  const outputPath = path.join(path.dirname(staged.tempPath), `${randomHex()}.part`)
  const animated = staged.kind === 'gif'
  try {
    // The header alone says whether the pixel limit is the problem, so the message can say so.
    const { width, height, pages = 1 } = await sharp(staged.tempPath, { limitInputPixels: false }).metadata()
    if (width * height * (animated ? pages : 1) > maxPixels) {
      await fs.promises.rm(staged.tempPath, { force: true })
      return { ok: false, problem: 'too-many-pixels' }
    }

    const image = sharp(staged.tempPath, { limitInputPixels: maxPixels, failOn: FAIL_ON, animated })
    const info = await (animated ? image.gif() : still(image, staged.kind)).toFile(outputPath)
    await fs.promises.rm(staged.tempPath, { force: true })
    return { ok: true, file: { ...staged, size: info.size, tempPath: outputPath } }
  } catch {
    await Promise.all([
      fs.promises.rm(staged.tempPath, { force: true }),
      fs.promises.rm(outputPath, { force: true }),
    ])
    return { ok: false, problem: 'unreadable' }
  }
}

// The same size and quality as the form's scaling in the browser (photo-size.ts), so a photo it scaled
// is not scaled again here.
function still(image: sharp.Sharp, kind: FileKind) {
  const upright = image
    .autoOrient()
    .resize(photoSize.maxEdge, photoSize.maxEdge, { fit: 'inside', withoutEnlargement: true })
  if (kind === 'jpg') return upright.jpeg({ quality: photoSize.quality })
  if (kind === 'webp') return upright.webp({ quality: photoSize.quality })
  return upright.png()
}

/**
 * A card-sized WebP (640x360, cover, quality 75, upright, no metadata) so the feed stays light on phones,
 * staged in tmpDir as cardNameFor(source.name).
 */
export async function makeCardImage(source: StagedFile, store: FileStore): Promise<StagedFile> {
  if (!imageKinds.includes(source.kind)) throw new Error(`Cards are made from images, not ${source.kind}`)
  const tempPath = newTempPath(store)
  try {
    const info = await sharp(source.tempPath, { failOn: FAIL_ON })
      .autoOrient()
      .resize(640, 360, { fit: 'cover' })
      .webp({ quality: 75 })
      .toFile(tempPath)
    return {
      field: 'card',
      name: cardNameFor(source.name),
      kind: 'webp',
      contentType: contentTypes.webp,
      size: info.size,
      tempPath,
      originalName: source.originalName,
    }
  } catch (error) {
    fs.rmSync(tempPath, { force: true })
    throw error
  }
}
