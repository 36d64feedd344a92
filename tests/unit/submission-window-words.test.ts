import { describe, expect, it } from 'vitest'
import { windowNotice, type SubmissionWindowView } from '../../app/features/submissions/submission-window'
import { datesIn } from '../../app/i18n/dates'
import { translator } from '../../app/i18n/translate'
import en from '../../app/i18n/en/common'
import es from '../../app/i18n/es/common'

// What /submission and /challenge-info say about the submission window, in the page's language: the
// sentence and its date and time both, in the event's time zone. English's exactly as it always read.

const at = Date.UTC(2031, 4, 31, 16, 30)
const view = (phase: SubmissionWindowView['phase']): SubmissionWindowView => ({
  phase,
  opensAt: phase === 'before' ? at : null,
  closesAt: phase === 'open' ? at : null,
  closedAt: phase === 'closed' ? at : null,
  now: 0,
})

function wordsIn(language: 'en' | 'es', catalogue: Record<string, string>) {
  const t = translator(language, catalogue)
  const dates = datesIn(language, 'UTC', t)
  return (phase: SubmissionWindowView['phase']) => windowNotice(view(phase), t, dates)
}

describe('the submission window’s sentences', () => {
  it('read in English as they always did', () => {
    const words = wordsIn('en', en)
    expect(words('before')).toEqual({
      notice: 'Submissions open on Saturday, May 31, 2031 at 4:30 PM.',
      closedOn: null,
    })
    expect(words('open')).toEqual({
      notice: 'Submissions close on Saturday, May 31, 2031 at 4:30 PM',
      closedOn: null,
    })
    expect(words('closed')).toEqual({
      notice: 'Submissions are closed.',
      closedOn: 'They closed on Saturday, May 31, 2031 at 4:30 PM.',
    })
  })

  it('read in Spanish with Spanish dates and times', () => {
    const words = wordsIn('es', es)
    expect(words('before').notice).toBe(
      'El envío de proyectos se abre el sábado, 31 de mayo de 2031 a las 16:30.',
    )
    expect(words('open').notice).toBe(
      'El envío de proyectos se cierra el sábado, 31 de mayo de 2031 a las 16:30',
    )
    expect(words('closed')).toEqual({
      notice: 'El envío de proyectos está cerrado.',
      closedOn: 'Se cerró el sábado, 31 de mayo de 2031 a las 16:30.',
    })
  })

  it('say nothing while open with no closing time', () => {
    const t = translator('es', es)
    expect(windowNotice({ ...view('open'), closesAt: null }, t, datesIn('es', 'UTC', t))).toEqual({
      notice: null,
      closedOn: null,
    })
  })
})
