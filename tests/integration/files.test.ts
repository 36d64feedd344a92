import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { fileResponse } from '../../app/infra/file-responses.server'
import {
  commitStagedFiles,
  createFileStore,
  removeStoredFiles,
  sweepTemp,
  type FileStore,
  type StagedFile,
} from '../../app/infra/file-store.server'
import {
  cardNameFor,
  detectFileKind,
  isStoredFileName,
  kindOfStoredName,
} from '../../app/infra/file-types.server'
import { makeCardImage, processImage } from '../../app/infra/images.server'
import type { UploadField } from '../../app/infra/file-store.server'
import { bodyLimits } from '../../app/features/body-limits.server'
import { parseUpload } from '../../app/infra/uploads.server'

let dataDir: string
let store: FileStore

beforeEach(() => {
  fs.mkdirSync('tests/.tmp', { recursive: true })
  dataDir = fs.mkdtempSync(path.join('tests/.tmp', 'files-'))
  store = createFileStore(dataDir)
})

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function messagesFor(label: string): UploadField['messages'] {
  return {
    tooLarge: `${label}: too large`,
    wrongType: `${label}: wrong type`,
    tooMany: `${label}: too many`,
    unreadable: `${label}: unreadable`,
  }
}

// The cap a submission's upload is read with.
const bodyBytes = bodyLimits.multipartBytes

const config: Record<string, UploadField> = {
  thumbnail: {
    maxBytes: 50_000,
    maxCount: 1,
    accept: ['jpg', 'png', 'gif', 'webp'],
    messages: messagesFor('thumbnail'),
  },
  files: {
    maxBytes: 200_000,
    maxCount: 3,
    accept: ['pdf', 'jpg', 'png', 'gif'],
    messages: messagesFor('files'),
  },
}

const blue = { r: 40, g: 90, b: 200 }
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: blue } })
const pngBytes = (width = 8, height = 8) => solid(width, height).png().toBuffer()
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const htmlBytes = Buffer.from('<!doctype html><script>alert(document.cookie)</script>')

function uploadRequest(entries: Array<[string, string | File]>) {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return new Request('http://localhost/submission', { method: 'POST', body: form })
}

/** A request with a hand-written multipart body, to send exactly what a browser (or a broken one) sends. */
function rawRequest(boundary: string, lines: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(lines.join('\r\n'), 'utf8'))
      controller.close()
    },
  })
  // Node's fetch wants `duplex` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  }
  return new Request('http://localhost/submission', init)
}

// Copied into a plain Uint8Array: the DOM's BlobPart type refuses a Buffer over an ArrayBufferLike.
const file = (bytes: Uint8Array, name: string, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type })
const tmpEntries = () => fs.readdirSync(store.tmpDir)
/** The upload parser, on the form's fields as a browser sends them, with this file's store and fields. */
const parse = (parts: Parameters<typeof uploadRequest>[0]) =>
  parseUpload(uploadRequest(parts), store, config, { bodyBytes })
const uploadEntries = () => fs.readdirSync(store.uploadsDir)

/** A PNG whose header claims width x height, with no real pixels behind it. */
async function pngClaiming(width: number, height: number) {
  const bytes = Buffer.from(await pngBytes(1, 1))
  // IHDR data starts at 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29)
  return bytes
}

describe('detectFileKind', () => {
  test('recognises each kind from its bytes', async () => {
    expect(detectFileKind(await solid(4, 4).jpeg().toBuffer())).toBe('jpg')
    expect(detectFileKind(await solid(4, 4).png().toBuffer())).toBe('png')
    expect(detectFileKind(await solid(4, 4).gif().toBuffer())).toBe('gif')
    expect(detectFileKind(Buffer.from('GIF87a\x01\x00\x01\x00'))).toBe('gif')
    expect(detectFileKind(await solid(4, 4).webp().toBuffer())).toBe('webp')
    expect(detectFileKind(pdfBytes)).toBe('pdf')
  })

  test('knows nothing of HTML, SVG, text, or too few bytes', () => {
    expect(detectFileKind(htmlBytes)).toBeNull()
    expect(detectFileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull()
    expect(detectFileKind(Buffer.from('just some text'))).toBeNull()
    expect(detectFileKind(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    expect(detectFileKind(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(detectFileKind(new Uint8Array())).toBeNull()
  })
})

describe('stored names', () => {
  const hex = '0123456789abcdef0123456789abcdef'

  test('accepts only 32 lowercase hex, an optional -card and a known extension', () => {
    for (const ext of ['jpg', 'png', 'gif', 'webp', 'pdf'])
      expect(isStoredFileName(`${hex}.${ext}`)).toBe(true)
    expect(isStoredFileName(`${hex}-card.webp`)).toBe(true)
    for (const name of [
      '',
      '../x.png',
      'a/b.png',
      `../${hex}.png`,
      `uploads/${hex}.png`,
      `${hex.toUpperCase()}.png`,
      `${hex.slice(1)}.png`,
      `${hex}0.png`,
      `${hex}.exe`,
      `${hex}.PNG`,
      `${hex}.png.exe`,
      `${hex}-thumb.png`,
      '%2e%2e',
      `%2e%2e%2f${hex}.png`,
      `${hex}.png\n`,
    ]) {
      expect(isStoredFileName(name), name).toBe(false)
    }
  })

  test('card names and kinds follow from the stored name', () => {
    expect(cardNameFor(`${hex}.png`)).toBe(`${hex}-card.webp`)
    expect(cardNameFor(`${hex}.jpg`)).toBe(`${hex}-card.webp`)
    expect(() => cardNameFor('../x.png')).toThrow()
    expect(kindOfStoredName(`${hex}.pdf`)).toBe('pdf')
    expect(kindOfStoredName(`${hex}-card.webp`)).toBe('webp')
    expect(kindOfStoredName('x.png')).toBeNull()
  })
})

describe('createFileStore and sweepTemp', () => {
  test('creates both folders and sweeps leftovers out of tmp', () => {
    expect(fs.statSync(store.uploadsDir).isDirectory()).toBe(true)
    expect(path.isAbsolute(store.tmpDir)).toBe(true)
    fs.writeFileSync(path.join(store.tmpDir, 'left.part'), 'x')
    fs.mkdirSync(path.join(store.tmpDir, 'nested'))
    fs.writeFileSync(path.join(store.tmpDir, 'nested', 'deep.part'), 'x')
    fs.writeFileSync(path.join(store.uploadsDir, 'kept.pdf'), 'x')

    sweepTemp(store)

    expect(tmpEntries()).toEqual([])
    expect(uploadEntries()).toEqual(['kept.pdf'])
  })
})

describe('parseUpload', () => {
  test('stages accepted files, in order, and keeps the text fields', async () => {
    const png = await pngBytes()
    const result = await parse([
      ['name', 'Rain gauge'],
      ['thumbnail', file(png, 'photo.png')],
      ['files', file(pdfBytes, 'report.pdf', 'application/pdf')],
      ['files', file(png, 'diagram.png')],
      ['description', 'Measures rain ☔'],
    ])

    expect(result.status).toBe(200)
    expect(result.errors).toEqual({})
    expect(Object.fromEntries(result.fields)).toEqual({ name: 'Rain gauge', description: 'Measures rain ☔' })
    expect(result.staged.map((f) => [f.field, f.kind, f.originalName])).toEqual([
      ['thumbnail', 'png', 'photo.png'],
      ['files', 'pdf', 'report.pdf'],
      ['files', 'png', 'diagram.png'],
    ])
    const pdf = result.staged[1]!
    expect(pdf).toMatchObject({ contentType: 'application/pdf', size: pdfBytes.length })
    expect(fs.readFileSync(pdf.tempPath)).toEqual(pdfBytes)
    for (const staged of result.staged) {
      expect(isStoredFileName(staged.name)).toBe(true)
      expect(path.dirname(staged.tempPath)).toBe(store.tmpDir)
      expect(fs.statSync(staged.tempPath).size).toBe(staged.size)
    }
    expect(new Set(result.staged.map((f) => f.name)).size).toBe(3)
    expect(tmpEntries()).toHaveLength(3)

    await result.discard()
    expect(tmpEntries()).toEqual([])
  })

  test('refuses HTML named .png with 415 and leaves no file anywhere', async () => {
    const result = await parse([
      ['thumbnail', file(htmlBytes, 'cute-cat.png')],
      ['files', file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'chart.png')],
      ['name', 'after'],
    ])

    expect(result.status).toBe(415)
    expect(result.errors).toEqual({ thumbnail: 'thumbnail: wrong type', files: 'files: wrong type' })
    expect(result.staged).toEqual([])
    expect(result.fields.get('name')).toBe('after')
    expect(tmpEntries()).toEqual([])
    expect(uploadEntries()).toEqual([])
  })

  test('refuses a kind the field does not accept', async () => {
    const result = await parse([['thumbnail', file(pdfBytes, 'report.pdf', 'application/pdf')]])
    expect(result.status).toBe(415)
    expect(result.errors).toEqual({ thumbnail: 'thumbnail: wrong type' })
    expect(tmpEntries()).toEqual([])
  })

  test('refuses a thumbnail over maxBytes with 413, and still reads the fields after it', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(60_000, 1)])
    const result = await parse([
      ['name', 'before'],
      ['thumbnail', file(big, 'huge.png')],
      ['description', 'after'],
      ['files', file(pdfBytes, 'report.pdf', 'application/pdf')],
    ])

    expect(result.status).toBe(413)
    expect(result.errors).toEqual({ thumbnail: 'thumbnail: too large' })
    expect(result.fields.get('name')).toBe('before')
    expect(result.fields.get('description')).toBe('after')
    expect(result.staged.map((f) => f.originalName)).toEqual(['report.pdf'])
    expect(tmpEntries()).toHaveLength(1)
    await result.discard()
    expect(tmpEntries()).toEqual([])
  })

  test('413 wins over 415 when both happen', async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(200_000, 32)])
    const result = await parse([
      ['thumbnail', file(htmlBytes, 'x.png')],
      ['files', file(big, 'big.pdf', 'application/pdf')],
    ])
    expect(result.status).toBe(413)
    expect(result.errors).toEqual({ thumbnail: 'thumbnail: wrong type', files: 'files: too large' })
  })

  test('refuses files beyond maxCount and keeps the first ones', async () => {
    const result = await parse(
      ['a', 'b', 'c', 'd'].map(
        (n) => ['files', file(pdfBytes, `${n}.pdf`, 'application/pdf')] as [string, File],
      ),
    )
    expect(result.status).toBe(413)
    expect(result.errors).toEqual({ files: 'files: too many' })
    expect(result.staged.map((f) => f.originalName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf'])
    expect(tmpEntries()).toHaveLength(3)
    await result.discard()
  })

  test('ignores an empty file input and file fields it was not asked about', async () => {
    const request = uploadRequest([
      ['thumbnail', new File([], '', { type: 'application/octet-stream' })],
      ['avatar', file(await pngBytes(), 'me.png')],
      ['name', 'Volcano'],
    ])
    const result = await parseUpload(request, store, config, { bodyBytes })

    expect(result.status).toBe(200)
    expect(result.errors).toEqual({})
    expect(result.staged).toEqual([])
    expect([...result.fields.keys()]).toEqual(['name'])
    expect(tmpEntries()).toEqual([])
  })

  test('refuses a text field over 64 KiB and keeps the others', async () => {
    const result = await parse([
      ['description', 'x'.repeat(64 * 1024 + 1)],
      ['name', 'ok'],
      ['exact', 'y'.repeat(64 * 1024)],
    ])
    expect(result.errors).toEqual({ description: 'This field is too long.' })
    expect(result.status).toBe(413)
    expect(result.fields.has('description')).toBe(false)
    expect(result.fields.get('name')).toBe('ok')
    expect(result.fields.get('exact')).toHaveLength(64 * 1024)
  })

  test("handles file names with quotes, ';', '=' and '%'", async () => {
    const names = [`Sam's "best"; photo.png`, 'a=b; c=d.pdf', '100% done; v2.pdf', 'ünïcödé 照片.png']
    const png = await pngBytes()
    const result = await parse([
      ['name', 'before'],
      ['thumbnail', file(png, names[0]!)],
      ['files', file(pdfBytes, names[1]!, 'application/pdf')],
      ['files', file(pdfBytes, names[2]!, 'application/pdf')],
      ['files', file(png, names[3]!)],
      ['description', 'after; with = signs "quoted"'],
    ])

    expect(result.errors).toEqual({})
    expect(result.staged.map((f) => f.originalName)).toEqual(names)
    expect(Object.fromEntries(result.fields)).toEqual({
      name: 'before',
      description: 'after; with = signs "quoted"',
    })
    await result.discard()
  })

  test('finds every part however the body is cut into chunks', async () => {
    const png = await pngBytes()
    const form = uploadRequest([
      ['name', 'before'],
      ['thumbnail', file(png, `Sam's "best"; photo.png`)],
      ['files', file(pdfBytes, 'a=b; c.pdf', 'application/pdf')],
      ['description', 'after'],
    ])
    const whole = new Uint8Array(await form.arrayBuffer())
    for (const size of [1, 3, 7, 64]) {
      let offset = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= whole.length) return controller.close()
          controller.enqueue(whole.slice(offset, (offset += size)))
        },
      })
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: form.headers,
        body,
        duplex: 'half',
      }
      const result = await parseUpload(new Request(form.url, init), store, config, { bodyBytes })
      expect(result.errors, `chunks of ${size}`).toEqual({})
      expect(result.staged.map((f) => f.originalName)).toEqual([`Sam's "best"; photo.png`, 'a=b; c.pdf'])
      expect(fs.readFileSync(result.staged[1]!.tempPath)).toEqual(pdfBytes)
      expect(Object.fromEntries(result.fields)).toEqual({ name: 'before', description: 'after' })
      await result.discard()
    }
  })

  test('keeps only the last segment of a file name with a path', async () => {
    const result = await parse([['files', file(pdfBytes, 'C:\\fakepath\\../report.pdf', 'application/pdf')]])
    expect(result.staged[0]?.originalName).toBe('report.pdf')
    await result.discard()
  })

  test('strips EXIF and GPS from a JPEG and turns it upright', async () => {
    // 40x20 stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const jpeg = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'Family photo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer()
    const before = await sharp(jpeg).metadata()
    expect(before.exif).toBeDefined()
    expect(before.orientation).toBe(6)

    const result = await parse([['thumbnail', file(jpeg, 'me.jpg', 'image/jpeg')]])

    expect(result.errors).toEqual({})
    const [staged] = result.staged
    const after = await sharp(fs.readFileSync(staged!.tempPath)).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 })
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(staged!.size).toBe(fs.statSync(staged!.tempPath).size)
    expect(tmpEntries()).toHaveLength(1)
    await result.discard()
  })

  test('re-encodes PNG, WebP and GIF in their own format, without their metadata', async () => {
    const png = await solid(6, 4)
      .png()
      .withExif({ IFD0: { Copyright: 'x' } })
      .toBuffer()
    const webp = await solid(6, 4)
      .webp()
      .withExif({ IFD0: { Copyright: 'x' } })
      .toBuffer()
    const gif = await solid(6, 4).gif().toBuffer()
    const result = await parse([
      ['files', file(png, 'a.png')],
      ['files', file(gif, 'b.gif', 'image/gif')],
      ['thumbnail', file(webp, 'c.webp', 'image/webp')],
    ])

    expect(result.errors).toEqual({})
    const [pngFile, gifFile, webpFile] = result.staged
    const pngMeta = await sharp(pngFile!.tempPath).metadata()
    expect(pngMeta).toMatchObject({ format: 'png', width: 6, height: 4 })
    expect(pngMeta.exif).toBeUndefined()
    const webpMeta = await sharp(webpFile!.tempPath).metadata()
    expect(webpMeta).toMatchObject({ format: 'webp', width: 6, height: 4 })
    expect(webpMeta.exif).toBeUndefined()
    // A GIF is written anew too: the same picture, none of the original's extension blocks (comments and
    // metadata of a child's picture must not be published).
    const gifMeta = await sharp(gifFile!.tempPath).metadata()
    expect(gifMeta).toMatchObject({ format: 'gif', width: 6, height: 4 })
    expect(await sharp(gifFile!.tempPath).raw().toBuffer()).toEqual(await sharp(gif).raw().toBuffer())
    await result.discard()
  })

  test('refuses an image over maxPixels and leaves no temp file', async () => {
    const result = await parseUpload(
      uploadRequest([
        ['thumbnail', file(await pngBytes(40, 30), 'wide.png')],
        ['files', file(await solid(20, 20).gif().toBuffer(), 'small.gif', 'image/gif')],
      ]),
      store,
      config,
      { maxPixels: 1000, bodyBytes },
    )
    expect(result.status).toBe(413)
    expect(result.errors).toEqual({ thumbnail: 'This image is too large: at most 0.001 megapixels.' })
    expect(result.staged.map((f) => f.kind)).toEqual(['gif'])
    expect(tmpEntries()).toHaveLength(1)
    await result.discard()
  })

  test('refuses over 40 megapixels by default, without decoding the image', async () => {
    const result = await parse([['thumbnail', file(await pngClaiming(8000, 6000), 'giant.png')]])
    expect(result.errors).toEqual({ thumbnail: 'This image is too large: at most 40 megapixels.' })
    expect(tmpEntries()).toEqual([])
  })

  test('refuses a corrupt image with the right magic number as unreadable', async () => {
    const png = await pngBytes()
    const corrupt = Buffer.concat([png.subarray(0, 8), Buffer.from('this is not a png at all, only garbage')])
    const gif = await solid(8, 8).gif().toBuffer()
    const corruptGif = Buffer.concat([gif.subarray(0, 20), Buffer.alloc(40)])
    const result = await parse([
      ['thumbnail', file(corrupt, 'broken.png')],
      ['files', file(corruptGif, 'broken.gif', 'image/gif')],
    ])
    expect(result.status).toBe(415)
    expect(result.errors).toEqual({ thumbnail: 'thumbnail: unreadable', files: 'files: unreadable' })
    expect(result.staged).toEqual([])
    expect(tmpEntries()).toEqual([])
  })

  test('ignores an empty file input as a browser sends it', async () => {
    const request = rawRequest('b', [
      '--b',
      'Content-Disposition: form-data; name="thumbnail"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--b',
      'Content-Disposition: form-data; name="name"',
      '',
      'Volcano',
      '--b--',
      '',
    ])
    const result = await parseUpload(request, store, config, { bodyBytes })
    expect(result.status).toBe(200)
    expect(result.staged).toEqual([])
    expect(Object.fromEntries(result.fields)).toEqual({ name: 'Volcano' })
  })

  test('reads a backslash-escaped quote in a file name', async () => {
    const request = rawRequest('b', [
      '--b',
      'Content-Disposition: form-data; name="files"; filename="say \\"hi\\"; now.pdf"',
      '',
      pdfBytes.toString('latin1'),
      '--b--',
      '',
    ])
    const result = await parseUpload(request, store, config, { bodyBytes })
    expect(result.staged.map((f) => f.originalName)).toEqual(['say "hi"; now.pdf'])
    await result.discard()
  })

  test('removes its temp files when the request breaks off', async () => {
    const request = rawRequest('b', [
      '--b',
      'Content-Disposition: form-data; name="files"; filename="a.pdf"',
      'Content-Type: application/pdf',
      '',
      pdfBytes.toString('latin1'),
      '--b',
      'Content-Disposition: form-data; name="files"; filename="b.pdf"',
      '',
      '%PDF-1.4 and then the connection drops',
    ])
    await expect(parseUpload(request, store, config, { bodyBytes })).rejects.toThrow(
      /unexpected end of stream/,
    )
    expect(tmpEntries()).toEqual([])
  })

  test('throws on a request that is not multipart', async () => {
    const request = new Request('http://localhost/submission', {
      method: 'POST',
      body: new URLSearchParams({ name: 'x' }),
    })
    await expect(parseUpload(request, store, config, { bodyBytes })).rejects.toThrow(TypeError)
  })

  test('concurrent uploads never share a temp file', async () => {
    const png = await pngBytes()
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        parse([
          ['thumbnail', file(png, 'x.png')],
          ['files', file(pdfBytes, 'x.pdf', 'application/pdf')],
        ]),
      ),
    )
    const paths = results.flatMap((r) => r.staged.map((f) => f.tempPath))
    expect(new Set(paths).size).toBe(6)
    expect(tmpEntries()).toHaveLength(6)
  })
})

describe('processImage', () => {
  test('deletes the temp file of an image it refuses', async () => {
    const tempPath = path.join(store.tmpDir, 'direct.part')
    fs.writeFileSync(tempPath, await pngBytes(50, 50))
    const staged: StagedFile = {
      field: 'thumbnail',
      name: `${'a'.repeat(32)}.png`,
      kind: 'png',
      contentType: 'image/png',
      size: 0,
      tempPath,
      originalName: 'x.png',
    }
    expect(await processImage(staged, 100)).toEqual({ ok: false, problem: 'too-many-pixels' })
    expect(fs.existsSync(tempPath)).toBe(false)
  })

  test("scales a photo down to the size the browser's form sends, upright and without metadata", async () => {
    const staged = (kind: 'jpg' | 'png' | 'webp', bytes: Buffer): StagedFile => {
      const tempPath = path.join(store.tmpDir, `${kind}.part`)
      fs.writeFileSync(tempPath, bytes)
      const contentType = `image/${kind === 'jpg' ? 'jpeg' : kind}`
      return {
        field: 'files',
        name: `${'b'.repeat(32)}.${kind}`,
        kind,
        contentType,
        size: 0,
        tempPath,
        originalName: 'p',
      }
    }
    // A phone's photo, 4000x3000 stored sideways (orientation 6), with its GPS position.
    const phone = await solid(4000, 3000)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer()
    const cases = [
      { file: staged('jpg', phone), width: 1536, height: 2048, format: 'jpeg' },
      { file: staged('png', await solid(2100, 30).png().toBuffer()), width: 2048, height: 29, format: 'png' },
      {
        file: staged('webp', await solid(500, 3000).webp().toBuffer()),
        width: 341,
        height: 2048,
        format: 'webp',
      },
    ]
    for (const { file, width, height, format } of cases) {
      const result = await processImage(file)
      if (!result.ok) throw new Error(`refused: ${result.problem}`)
      const meta = await sharp(result.file.tempPath).metadata()
      expect(meta).toMatchObject({ format, width, height })
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
    }
  })
})

describe('makeCardImage', () => {
  test('makes a 640x360 WebP without metadata, staged under the card name', async () => {
    const jpeg = await solid(300, 500)
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer()
    const result = await parse([['thumbnail', file(jpeg, 'tall.jpg', 'image/jpeg')]])
    const source = result.staged[0]!

    const card = await makeCardImage(source, store)

    expect(card).toMatchObject({
      field: 'card',
      name: cardNameFor(source.name),
      kind: 'webp',
      contentType: 'image/webp',
      originalName: 'tall.jpg',
    })
    expect(path.dirname(card.tempPath)).toBe(store.tmpDir)
    const meta = await sharp(card.tempPath).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 360 })
    expect(meta.exif).toBeUndefined()
    expect(card.size).toBe(fs.statSync(card.tempPath).size)
  })

  test('refuses a PDF', async () => {
    const result = await parse([['files', file(pdfBytes, 'a.pdf', 'application/pdf')]])
    await expect(makeCardImage(result.staged[0]!, store)).rejects.toThrow()
  })
})

describe('commitStagedFiles and removeStoredFiles', () => {
  async function stageTwo() {
    const result = await parse([
      ['files', file(pdfBytes, 'a.pdf', 'application/pdf')],
      ['files', file(await pngBytes(), 'b.png')],
    ])
    return result.staged
  }

  test('moves staged files into uploads under their stored names', async () => {
    const staged = await stageTwo()
    commitStagedFiles(staged, store)

    expect(tmpEntries()).toEqual([])
    expect(uploadEntries().sort()).toEqual(staged.map((f) => f.name).sort())
    expect(fs.readFileSync(path.join(store.uploadsDir, staged[0]!.name))).toEqual(pdfBytes)
  })

  test('takes back the files it moved when a later move fails', async () => {
    const staged = await stageTwo()
    fs.rmSync(staged[1]!.tempPath)

    expect(() => commitStagedFiles(staged, store)).toThrow(/ENOENT/)
    expect(uploadEntries()).toEqual([])
  })

  test('refuses a staged file whose name is not a stored name', async () => {
    const [first] = await stageTwo()
    expect(() => commitStagedFiles([{ ...first!, name: '../escape.pdf' }], store)).toThrow()
    expect(fs.existsSync(path.join(dataDir, 'escape.pdf'))).toBe(false)
  })

  test('removeStoredFiles deletes by name and ignores missing and invalid names', async () => {
    const staged = await stageTwo()
    commitStagedFiles(staged, store)
    fs.writeFileSync(path.join(dataDir, 'outside.pdf'), 'keep me')

    removeStoredFiles([staged[0]!.name, `${'b'.repeat(32)}.png`, '../outside.pdf', ''], store)

    expect(uploadEntries()).toEqual([staged[1]!.name])
    expect(fs.existsSync(path.join(dataDir, 'outside.pdf'))).toBe(true)
  })
})

describe('fileResponse', () => {
  const name = `${'c'.repeat(32)}.png`
  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    new Request(`http://localhost/api/files/${name}`, { method, headers })

  beforeEach(async () => {
    fs.writeFileSync(path.join(store.uploadsDir, name), await pngBytes())
  })

  test('streams the file with safe, long-lived headers', async () => {
    const response = fileResponse(store, name, get())
    const bytes = Buffer.from(await response.arrayBuffer())

    expect(response.status).toBe(200)
    expect(bytes).toEqual(fs.readFileSync(path.join(store.uploadsDir, name)))
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      etag: `"${name}"`,
      'cache-control': 'public, max-age=31536000, immutable',
    })
  })

  test('sends PDFs as PDFs and can keep the cache private', async () => {
    const pdfName = `${'d'.repeat(32)}.pdf`
    fs.writeFileSync(path.join(store.uploadsDir, pdfName), pdfBytes)
    const response = fileResponse(store, pdfName, get(), { caching: 'private' })
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=3600')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes)
  })

  test('answers 304 to a matching If-None-Match', async () => {
    for (const ifNoneMatch of [`"${name}"`, `W/"${name}"`, `"other", "${name}"`, '*']) {
      const response = fileResponse(store, name, get({ 'If-None-Match': ifNoneMatch }))
      expect(response.status, ifNoneMatch).toBe(304)
      expect(response.body).toBeNull()
      expect(response.headers.get('ETag')).toBe(`"${name}"`)
    }
    const stale = fileResponse(store, name, get({ 'If-None-Match': '"other"' }))
    expect(stale.status).toBe(200)
    await stale.arrayBuffer()
  })

  test('answers HEAD without a body', () => {
    const response = fileResponse(store, name, get({}, 'HEAD'))
    expect(response.status).toBe(200)
    expect(response.body).toBeNull()
    expect(response.headers.get('Content-Length')).toBe(
      String(fs.statSync(path.join(store.uploadsDir, name)).size),
    )
  })

  test('answers 404 for a missing file or a name that is not a stored name', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.png'), 'x')
    for (const bad of [`${'e'.repeat(32)}.png`, '../secret.png', '..%2fsecret.png', name.toUpperCase(), '']) {
      const response = fileResponse(store, bad, get())
      expect(response.status, bad).toBe(404)
      expect(await response.json()).toEqual({ message: 'File not found' })
    }
  })
})
