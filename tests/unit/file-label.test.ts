import { describe, expect, it } from 'vitest'
import { fileLabel, fileSize, megabytes } from '~/utils/file-label'

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
