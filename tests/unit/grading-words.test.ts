import { describe, expect, it } from 'vitest'
import {
  criterionMessages,
  CRITERION_DESCRIPTION_MAX_LENGTH,
  CRITERION_NAME_MAX_LENGTH,
  MAX_POINTS_RANGE,
  WEIGHT_RANGE,
} from '../../app/features/judging/criteria'
import {
  JUDGES_PER_PROJECT_RANGE,
  judgingSettingsMessages,
} from '../../app/features/judging/judging-settings'
import { LEVEL_WORD_MAX_LENGTH, levelMessages, MAX_LEVELS } from '../../app/features/judging/levels'
import { messageWith, writeMessage } from '../../app/i18n/messages'
import { translator } from '../../app/i18n/translate'
import en from '../../app/i18n/en/grading'
import es from '../../app/i18n/es/grading'

// The criteria's and the judging settings' messages are catalogue keys whose words say the limits: each
// language's words say the limits the schemas check. A message with a value carries it after its key.

const english = translator('en', en)
const spanish = translator('es', es)

describe('the grading messages', () => {
  it('say the limits the schemas check, in every language', () => {
    const limits: [string, (number | string)[]][] = [
      [criterionMessages.nameTooLong, [CRITERION_NAME_MAX_LENGTH]],
      [criterionMessages.descriptionTooLong, [CRITERION_DESCRIPTION_MAX_LENGTH]],
      [criterionMessages.maxPoints, [MAX_POINTS_RANGE.min, MAX_POINTS_RANGE.max]],
      [
        judgingSettingsMessages.judgesPerProject,
        [JUDGES_PER_PROJECT_RANGE.min, JUDGES_PER_PROJECT_RANGE.max],
      ],
      [levelMessages.tooMany, [MAX_LEVELS]],
      [levelMessages.wordTooLong, [LEVEL_WORD_MAX_LENGTH]],
    ]
    for (const [key, numbers] of limits) {
      for (const number of numbers) {
        expect(english(key), key).toMatch(new RegExp(`\\b${number}\\b`))
        expect(spanish(key), key).toMatch(new RegExp(`\\b${number}\\b`))
      }
    }
    expect(english(criterionMessages.weight)).toContain(`from ${WEIGHT_RANGE.min} to ${WEIGHT_RANGE.max}`)
    expect(spanish(criterionMessages.weight)).toContain(`de 0,1 a ${WEIGHT_RANGE.max}`)
  })

  it('write a message with its values, a key alone, and words already written as they are', () => {
    expect(writeMessage(english, levelMessages.aboveMax(8))).toBe(
      'A level cannot begin above the max points (8).',
    )
    expect(writeMessage(spanish, criterionMessages.maxPointsBelowScore(7))).toBe(
      'Los puntos máximos no pueden bajar de 7: un juez ya ha dado 7 puntos en este criterio. No se ha cambiado nada.',
    )
    expect(writeMessage(english, levelMessages.first)).toBe('The first level begins at 0.')
    expect(writeMessage(english, 'Failed to add criterion')).toBe('Failed to add criterion')
    expect(writeMessage(english, messageWith('grading.levels.error.aboveMax', { max: 3 }))).toBe(
      'A level cannot begin above the max points (3).',
    )
  })
})
