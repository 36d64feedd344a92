import { describe, expect, it } from 'vitest'
import { fileLabel, fileSize, fileSizesIn, megabytes } from '~/utils/file-label'

describe('fileSize', () => {
  it('reads KB under 1 MB and MB from 1 MB up', () => {
    expect(fileSize(0)).toBe('0 KB')
    expect(fileSize(200)).toBe('1 KB')
    expect(fileSize(11_028)).toBe('11 KB')
    expect(fileSize(1023 * 1024)).toBe('1023 KB')
    // Rounded up to 1024 KB: said in MB instead.
    expect(fileSize(1024 * 1024 - 100)).toBe('1.0 MB')
    expect(fileSize(1024 * 1024)).toBe('1.0 MB')
    expect(fileSize(3.6 * 1024 * 1024)).toBe('3.6 MB')
  })

  it('labels a stored file with its kind', () => {
    expect(fileLabel({ contentType: 'image/jpeg', size: 11_028 })).toBe('JPEG · 11 KB')
    expect(fileLabel({ contentType: 'application/pdf', size: 2.5 * 1024 * 1024 })).toBe('PDF · 2.5 MB')
  })

  it('leaves the submission form’s two-decimal MB as it was', () => {
    expect(megabytes(11_028)).toBe('0.01 MB')
  })
})

describe('file sizes in the page’s language', () => {
  it('write Spanish decimals with a comma', () => {
    const spanish = fileSizesIn('es')
    expect(spanish.megabytes(1.5 * 1024 * 1024)).toBe('1,50 MB')
    expect(spanish.fileSize(1.5 * 1024 * 1024)).toBe('1,5 MB')
    expect(spanish.fileLabel({ contentType: 'application/pdf', size: 2.5 * 1024 * 1024 })).toBe(
      'PDF · 2,5 MB',
    )
    expect(spanish.fileSize(11_028)).toBe('11 KB')
  })

  it('write English’s as before, and the pseudo-language’s in brackets', () => {
    const english = fileSizesIn('en')
    for (const bytes of [0, 11_028, 1024 * 1024 - 100, 3.6 * 1024 * 1024, 12_345_678_901]) {
      expect(english.megabytes(bytes)).toBe(`${(bytes / 1024 / 1024).toFixed(2)} MB`)
      expect(english.fileSize(bytes)).toBe(fileSize(bytes))
    }
    expect(fileSizesIn('en-XA').fileSize(1.5 * 1024 * 1024)).toBe('⟦1.5 MB⟧')
  })
})
