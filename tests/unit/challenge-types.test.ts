import { describe, expect, it } from 'vitest'
import { submissionTypes } from '../../db/fixed-lists'
import { challenge } from '../../app/content/challenge'

// The challenge page's words name the project types by their key; the words sit at the bottom of the app
// and import no list, so this holds them to the database's one list.
describe('the challenge page’s project types', () => {
  it('are the project types, each once', () => {
    expect(challenge.submissionTypes.types.map((type) => type.key)).toEqual([...submissionTypes])
  })
})
