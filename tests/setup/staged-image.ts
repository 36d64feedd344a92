import crypto from 'node:crypto'
import path from 'node:path'
import sharp from 'sharp'
import type { FileStore, StagedFile } from '../../app/infra/file-store.server'

/** A small PNG of one colour, staged in the store's temporary folder as an upload of `field` would be. */
export async function stagePng(store: FileStore, field: string, colour: string): Promise<StagedFile> {
  const tempPath = path.join(store.tmpDir, `${crypto.randomBytes(16).toString('hex')}.part`)
  const info = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toFile(tempPath)
  return {
    field,
    name: `${crypto.randomBytes(16).toString('hex')}.png`,
    kind: 'png',
    contentType: 'image/png',
    size: info.size,
    tempPath,
    originalName: 'x.png',
  }
}
