import { describe, expect, it } from 'vitest'
import { defaultPlaceWords, placeWords } from '../../app/features/results/place-words.server'
import { placeLabel } from '../../app/features/results/ranking'
import { catalogues } from '../../app/i18n/catalogues.server'
import { serverT } from '../../app/i18n/server.server'
import { translator } from '../../app/i18n/translate'

// The places the reveal announces and the certificates print, in each language's words: English's exactly
// as before the catalogues (ranking.ts's placeLabel), Spanish's with the masculine ordinal of "puesto".

const spanish = placeWords('es', translator('es', catalogues.es.print))

describe('placeWords', () => {
  it('writes English places as the leaderboard does, shared or not', () => {
    for (let place = 1; place <= 125; place++) {
      for (const shared of [false, true]) {
        expect(defaultPlaceWords.place(place, shared)).toBe(placeLabel(place, shared))
      }
    }
    expect(defaultPlaceWords.place(1, false)).toBe('1st place')
    expect(defaultPlaceWords.place(2, true)).toBe('Joint 2nd place')
    expect(defaultPlaceWords.peoplesChoice).toBe('People’s Choice')
  })

  it('writes Spanish places with 1.er and 3.er before "puesto", and .º otherwise', () => {
    expect([1, 2, 3, 4, 10, 11, 13, 21, 22, 23].map((place) => spanish.place(place, false))).toEqual([
      '1.er puesto',
      '2.º puesto',
      '3.er puesto',
      '4.º puesto',
      '10.º puesto',
      '11.º puesto',
      '13.er puesto',
      '21.er puesto',
      '22.º puesto',
      '23.er puesto',
    ])
    expect(spanish.place(2, true)).toBe('2.º puesto compartido')
    expect(spanish.peoplesChoice).toBe('Premio del Público')
  })

  it('reads the same through the server’s i18next as through the pages’ t()', async () => {
    for (const language of ['en', 'es'] as const) {
      const server = placeWords(language, await serverT(language))
      const pages = placeWords(language, translator(language, catalogues[language].print))
      for (let place = 1; place <= 25; place++) {
        for (const shared of [false, true])
          expect(server.place(place, shared)).toBe(pages.place(place, shared))
      }
    }
  })
})
