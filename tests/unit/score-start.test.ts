import { describe, expect, it } from 'vitest'
import {
  unmovedCriteria,
  unscoredQuestion as unscoredQuestionIn,
} from '../../app/features/judging/score-start'
import { translator } from '../../app/i18n/translate'
import en from '../../app/i18n/en/judge'

const criterion = (criteriaId: number, name: string, maxPoints = 10) => ({ criteriaId, name, maxPoints })

describe('unmovedCriteria', () => {
  const criteria = [criterion(1, 'Originality'), criterion(2, 'Impact'), criterion(3, 'Teamwork', 3)]

  it('names the marked criteria sent at their start, and only those', () => {
    const sent = new Map([
      [1, 5],
      [2, 7],
      [3, 3],
    ])
    expect(unmovedCriteria(criteria, sent, new Set([1, 2, 3])).map((c) => c.criteriaId)).toEqual([1, 3])
    // Not marked: saved as sent, whatever its value (the JSON API, the offline queue, "Save anyway").
    expect(unmovedCriteria(criteria, sent, new Set([2]))).toEqual([])
  })
})

describe('unscoredQuestion', () => {
  // In English, as the page writes it in its language (app/i18n/en/judge.ts).
  const unscoredQuestion = (criteria: Parameters<typeof unscoredQuestionIn>[0]) =>
    unscoredQuestionIn(criteria, translator('en', en), 'en-US')

  it('says how many, which, and what saving now gives them', () => {
    expect(unscoredQuestion([criterion(1, 'Impact')])).toEqual({
      title: '1 criterion is not scored yet',
      detail: 'You have not moved the slider for Impact. If you save now, it is saved as 5 / 10.',
      back: 'Go back and score it',
    })
    expect(
      unscoredQuestion([criterion(1, 'Originality'), criterion(2, 'Impact'), criterion(3, 'Presentation')]),
    ).toEqual({
      title: '3 criteria are not scored yet',
      detail:
        'You have not moved the sliders for Originality, Impact, and Presentation. If you save now, each is saved as 5 / 10.',
      back: 'Go back and score them',
    })
    expect(unscoredQuestion([criterion(1, 'Impact'), criterion(2, 'Teamwork', 3)]).detail).toBe(
      'You have not moved the sliders for Impact and Teamwork. If you save now, each is saved at its starting score: Impact 5 / 10, Teamwork 3 / 3.',
    )
  })
})
