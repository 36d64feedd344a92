import { describe, it, expect } from 'vitest'
import { isVideoSharingUrl, videoEmbedUrl, videoId, videoThumbnailUrl } from '../../app/utils/video'

const ID = 'dQw4w9WgXcQ'

describe('videoId', () => {
  describe('watch links', () => {
    it.each([
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `https://music.youtube.com/watch?v=${ID}`,
      `http://www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/watch/?v=${ID}`,
      `https://WWW.YouTube.com/watch?v=${ID}`,
    ])('%s', (url) => {
      expect(videoId(url)).toBe(ID)
    })

    it.each([
      `https://www.youtube.com/watch?v=${ID}&t=42s`,
      `https://www.youtube.com/watch?feature=share&v=${ID}`,
      `https://www.youtube.com/watch?list=PL123&v=${ID}&index=2`,
      `https://www.youtube.com/watch?v=${ID}#comments`,
    ])('with extra params: %s', (url) => {
      expect(videoId(url)).toBe(ID)
    })
  })

  describe('short links', () => {
    it.each([
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=AbCdEf123`,
      `https://youtu.be/${ID}?t=30`,
      `https://youtu.be/${ID}?si=x&t=30`,
      `https://youtu.be/${ID}/`,
    ])('%s', (url) => {
      expect(videoId(url)).toBe(ID)
    })
  })

  describe('shorts, embed and live links', () => {
    it.each([
      `https://www.youtube.com/shorts/${ID}`,
      `https://youtube.com/shorts/${ID}?feature=share`,
      `https://m.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube.com/embed/${ID}?autoplay=1`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube.com/live/${ID}`,
      `https://www.youtube.com/live/${ID}?si=abc`,
    ])('%s', (url) => {
      expect(videoId(url)).toBe(ID)
    })
  })

  describe('missing scheme and whitespace', () => {
    it.each([
      `youtube.com/watch?v=${ID}`,
      `www.youtube.com/watch?v=${ID}`,
      `m.youtube.com/watch?v=${ID}`,
      `youtu.be/${ID}`,
      `youtu.be/${ID}?si=abc`,
      `//www.youtube.com/watch?v=${ID}`,
      `  https://youtu.be/${ID}  `,
    ])('%s', (url) => {
      expect(videoId(url)).toBe(ID)
    })
  })

  it('accepts ids with - and _', () => {
    expect(videoId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f')
  })

  describe('rejects', () => {
    it.each([
      ['a 10-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
      ['a 12-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
      ['a 10-character short id', 'https://youtu.be/dQw4w9WgXc'],
      ['a 12-character short id', 'https://youtu.be/dQw4w9WgXcQQ'],
      ['a 12-character shorts id', 'https://www.youtube.com/shorts/dQw4w9WgXcQQ'],
      ['invalid characters', 'https://www.youtube.com/watch?v=dQw4w9WgX!Q'],
      ['an encoded invalid character', 'https://youtu.be/dQw4w9WgX%20'],
      ['a dot in the id', 'https://youtu.be/dQw4w9Wg.cQ'],
      ['an empty v', 'https://www.youtube.com/watch?v='],
      ['no v', 'https://www.youtube.com/watch?list=PL123'],
      ['v on a non-watch path', `https://www.youtube.com/results?v=${ID}`],
      ['an extra path segment', `https://youtu.be/${ID}/extra`],
      ['a short link with no id', 'https://youtu.be/'],
      ['a channel page', 'https://www.youtube.com/@somechannel'],
      ['a playlist page', 'https://www.youtube.com/playlist?list=PL123'],
      ['the home page', 'https://www.youtube.com/'],
      ['shorts without id', 'https://www.youtube.com/shorts/'],
      ['shorts on the short host', `https://youtu.be/shorts/${ID}`],
      ['watch on the nocookie host', `https://www.youtube-nocookie.com/watch?v=${ID}`],
      ['an unknown path kind', `https://www.youtube.com/clip/${ID}`],
      ['a lookalike prefix host', `https://notyoutube.com/watch?v=${ID}`],
      ['a lookalike suffix host', `https://youtube.com.evil.example/watch?v=${ID}`],
      ['a lookalike short host', `https://youtu.be.evil.example/${ID}`],
      ['an unlisted subdomain', `https://evil.youtube.com.example/watch?v=${ID}`],
      ['a host with the name in the path', `https://evil.example/youtube.com/watch?v=${ID}`],
      ['a host with the name in userinfo', `https://youtube.com@evil.example/watch?v=${ID}`],
      ['a different site', `https://vimeo.com/${ID}`],
      ['a non-http scheme', `ftp://youtube.com/watch?v=${ID}`],
      ['a javascript URL', 'javascript:alert(1)'],
      ['an empty string', ''],
      ['whitespace', '   '],
      ['plain text', 'my cool project video'],
      ['a bare id', ID],
    ])('%s', (_name, url) => {
      expect(videoId(url)).toBeNull()
    })
  })
})

describe('videoEmbedUrl', () => {
  it('uses the privacy-enhanced host for every link form', () => {
    const expected = `https://www.youtube-nocookie.com/embed/${ID}`
    expect(videoEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=5`)).toBe(expected)
    expect(videoEmbedUrl(`youtu.be/${ID}?si=x`)).toBe(expected)
    expect(videoEmbedUrl(`https://www.youtube.com/shorts/${ID}`)).toBe(expected)
    expect(videoEmbedUrl(`https://www.youtube.com/embed/${ID}`)).toBe(expected)
  })

  it('returns null when there is no video id', () => {
    expect(videoEmbedUrl('https://example.com')).toBeNull()
    expect(videoEmbedUrl('')).toBeNull()
  })
})

describe('videoThumbnailUrl', () => {
  it('builds the high-quality thumbnail URL', () => {
    expect(videoThumbnailUrl(`https://youtu.be/${ID}`)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`)
  })

  it('returns null when there is no video id', () => {
    expect(videoThumbnailUrl('https://drive.google.com/file/d/abc/view')).toBeNull()
  })
})

describe('isVideoSharingUrl', () => {
  it('is true for playable video links', () => {
    expect(isVideoSharingUrl(`https://www.youtube.com/watch?v=${ID}`)).toBe(true)
    expect(isVideoSharingUrl(`youtu.be/${ID}`)).toBe(true)
  })

  it('is false for other links and text', () => {
    expect(isVideoSharingUrl('https://www.dropbox.com/s/abc/video.mp4')).toBe(false)
    expect(isVideoSharingUrl('https://www.youtube.com/@somechannel')).toBe(false)
    expect(isVideoSharingUrl(`https://notyoutube.com/watch?v=${ID}`)).toBe(false)
    expect(isVideoSharingUrl('')).toBe(false)
  })
})
