import { useMemo } from 'react'
import type { GradingPageRow } from '~/features/results/grading.server'
import type { OrganiserNote } from '~/features/results/organiser-notes.server'
import { MIN_SCORES_TO_ADJUST } from '~/features/results/adjusted-scores'
import type { Standing } from '~/features/results/ranking'
import { intlLocale } from '~/i18n/dates'
import { useLanguage, useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import type { DataColumn } from '../ui/table'
import { marked } from './rich-words'

export const gradingColumns = (t: Translate): DataColumn[] => [
  t('grading.column.project'),
  t('grading.column.author'),
  t('grading.column.status'),
  // The dashboard's original column (scored / all judges) beside the coverage (scored / needed): each says
  // what it counts, so "0/30" and "0 / 3" do not read as a contradiction.
  { label: t('grading.column.judgesAssigned'), hint: t('grading.column.judgesAssignedHint') },
  { label: t('grading.column.coverage'), hint: t('grading.column.coverageHint') },
  t('grading.column.average'),
  t('grading.column.raw'),
  t('grading.column.adjusted'),
]

const partlyAdjusted = (t: Translate) => t('grading.legend.partlyAdjusted', { min: MIN_SCORES_TO_ADJUST })

/** A place's ordinal in each of English's forms ("1st", "2nd", "3rd", "4th"); one form in Spanish. */
const ordinalKeys: Record<Intl.LDMLPluralRule, string> = {
  zero: 'grading.rank.th',
  one: 'grading.rank.st',
  two: 'grading.rank.nd',
  few: 'grading.rank.rd',
  many: 'grading.rank.th',
  other: 'grading.rank.th',
}

/** The page's words for the table's rows: its t(), a place ("Joint 1st") and its scores' decimals. */
export function useGradingWords() {
  const t = useT()
  const language = useLanguage()
  return useMemo(() => {
    const locale = intlLocale(language)
    const ordinals = new Intl.PluralRules(locale, { type: 'ordinal' })
    const number = (digits: { minimumFractionDigits?: number; maximumFractionDigits: number }) =>
      new Intl.NumberFormat(locale, { ...digits, useGrouping: false })
    const oneDecimal = number({ minimumFractionDigits: 1, maximumFractionDigits: 1 })
    const upToTwo = number({ maximumFractionDigits: 2 })
    return {
      t,
      /** "1st", or "Joint 1st" when it is shared. */
      rank: ({ rank, tied }: Standing) => {
        const place = t(ordinalKeys[ordinals.select(rank)], { rank })
        return tied ? t('grading.rank.joint', { place }) : place
      },
      /** "7.5": a score as the table shows it. */
      // `+ 0`: a -0 reads "0.0", as toFixed wrote it.
      score: (score: number) => oneDecimal.format(score + 0),
      /** "12.35", "12": a weighted total. */
      total: (total: number) => upToTwo.format(total + 0),
    }
  }, [t, language])
}

export type GradingWords = ReturnType<typeof useGradingWords>

// On one line from lg; on a tablet a long badge wraps (a tag's corners then), so the table fits the width.
const badge =
  'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold md:max-lg:rounded-md lg:whitespace-nowrap'
// A cell's second line: beside the first in a phone's card, under it in the table.
const secondLine = 'ml-2 text-xs text-slate-600 md:ml-0 md:block'

// A plain function, not a component: DataTable turns its `<tr>` children into cards on a phone.
export function gradingRow(row: GradingPageRow, judgesPerProject: number, words: GradingWords) {
  const { t } = words
  const { result } = row
  const underCovered = row.judges_scored < judgesPerProject
  return (
    <tr key={row.project_id} className="align-top">
      <td className="min-w-32 px-4 py-3 text-slate-900 [overflow-wrap:anywhere]">
        <span className="font-semibold">{row.project_name}</span>
        {row.version_count > 1 ? (
          <span className="block text-xs text-emerald-800">
            {t('grading.row.version', { number: row.version_number, total: row.version_count })}
          </span>
        ) : null}
        {row.notes.length > 0 ? <OrganiserNotes notes={row.notes} t={t} /> : null}
      </td>
      <td className="min-w-24 px-4 py-3 text-slate-700 [overflow-wrap:anywhere]">{row.author_name}</td>
      <td className="px-4 py-3">
        {row.judges_scored > 0 ? (
          <span className={`${badge} bg-green-100 text-green-800`}>
            {t('grading.row.scoredBy', { count: row.judges_scored })}
          </span>
        ) : (
          <span className={`${badge} bg-slate-200 text-slate-700`}>{t('grading.row.notGraded')}</span>
        )}
      </td>
      <td className="px-4 py-3 tabular-nums text-slate-700">
        {row.judges_scored}/{row.active_judges}
      </td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="whitespace-nowrap font-semibold tabular-nums text-slate-900">
            {row.judges_scored} / {judgesPerProject}
          </span>
          {underCovered ? (
            <span className={`${badge} bg-amber-100 text-amber-900`}>{t('grading.row.underCovered')}</span>
          ) : null}
          <span className="text-xs text-slate-600 lg:whitespace-nowrap">
            {t('grading.row.inQueues', { count: row.assigned_judges })}
          </span>
          {row.stepped_aside > 0 ? (
            <span className={`${badge} bg-purple-100 text-purple-800`}>
              {t('grading.row.steppedAside', { count: row.stepped_aside })}
            </span>
          ) : null}
        </span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
        {row.average_score === null ? (
          '-'
        ) : (
          <>
            <span className="font-semibold text-slate-900">
              {t('grading.row.average', { score: words.score(row.average_score) })}
            </span>
            {row.total_score !== null ? (
              <span className={secondLine}>
                {t('grading.row.total', { total: words.total(row.total_score) })}
              </span>
            ) : null}
          </>
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
        {result ? (
          <>
            <span className="font-semibold text-slate-900">{words.score(result.rawScore)}</span>
            <span className={secondLine}>{words.rank(row.standing!.raw)}</span>
          </>
        ) : (
          '-'
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums">
        {result ? (
          <>
            <span className="font-semibold text-slate-900">{words.score(result.adjustedScore)}</span>
            {result.unadjustedScores > 0 ? (
              <span title={partlyAdjusted(t)} className="ml-1 cursor-help font-bold text-amber-700">
                ≈
                <span className="sr-only">
                  {' '}
                  {t('grading.row.partlyAdjusted', { why: partlyAdjusted(t) })}
                </span>
              </span>
            ) : null}
            <span className={secondLine}>{words.rank(row.standing!.adjusted)}</span>
          </>
        ) : (
          '-'
        )}
      </td>
    </tr>
  )
}

/** The judges' notes for the organiser on a project, folded under its name (a details element: no JS needed). */
function OrganiserNotes({ notes, t }: { notes: OrganiserNote[]; t: Translate }) {
  return (
    <details className="mt-1 text-sm font-normal">
      <summary className="cursor-pointer text-indigo-700 underline-offset-2 hover:underline">
        {t('grading.notes.summary', { count: notes.length })}
      </summary>
      <ul className="mt-1 space-y-1 text-slate-700">
        {notes.map((note, index) => (
          <li key={index}>
            <span className="font-semibold">{note.judgeName}</span>, {note.criterion}: {note.note}
          </li>
        ))}
      </ul>
    </details>
  )
}

const term = (part: string) => <span className="font-semibold text-slate-800">{part}</span>

/** What the coverage and the two kinds of results mean, under the table. */
export function ResultsLegend() {
  const t = useT()
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p>{marked(t('grading.legend.coverage'), term)}</p>
      <p>{marked(t('grading.legend.results'), term)}</p>
      <p>
        <span aria-hidden="true" className="font-bold text-amber-700">
          ≈
        </span>{' '}
        <span className="sr-only">{t('grading.legend.partlyAdjustedLabel')} </span>
        {partlyAdjusted(t)}
      </p>
    </div>
  )
}
