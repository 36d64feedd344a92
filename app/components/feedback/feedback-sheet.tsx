import type { FeedbackSheet as SheetData } from '~/features/results/feedback-sheets.server'
import type { CriterionFeedback } from '~/features/judging/feedback.server'
import { useDates, useEventDetails } from '~/features/event/use-event-details'
import { useEventDay } from '~/components/event-day'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { scorePercentage } from '~/utils/score'
import { useScoreWords } from '../use-score-words'
import { useHydrated } from '~/utils/use-hydrated'
import { Button, cn } from '~/components/ui'
import { fitSheet, sheetSizes } from './sheet-fit'

// The judges' feedback as a family takes it home: each criterion's average ("5.3 / 10") and its level's
// words, the judges' comments as "Judge 1", "Judge 2", and the project's versions when it has more than one.
// Two looks of the same feedback: `paper`, one A4 portrait page drawn in millimetres and points
// (/admin/feedback-sheets, and the private link when printed; app/styles/feedback-sheets.css), its type
// smaller the more the judges wrote (sheet-fit.ts); and `screen`, the list inside the private link's page.
// Its words are the print.feedback.* keys: the pages that show it (/admin/feedback-sheets, the private link)
// must carry them.

/** One version of the project, oldest first: the sheet is about the last. */
type StoryEntry = { number: number; submittedAt: string | Date; whatChanged: string | null }

type Classes = { text: string; heading: string; small: string; gap: string }

const screenClasses: Classes = { text: 'text-sm', heading: 'text-base', small: 'text-xs', gap: 'py-4' }

const intro = (t: Translate, sheet: SheetData) =>
  sheet.scored ? t('print.feedback.scoredIntro') : t('print.feedback.unscoredIntro')

/**
 * The feedback on one project, with its story's versions when there is more than one. On
 * paper a whole A4 page with the club, the project and the participant; on screen the criteria alone, for
 * a page that names the project already.
 */
export function FeedbackSheet({
  sheet,
  look,
  className,
}: {
  sheet: SheetData
  look: 'paper' | 'screen'
  className?: string
}) {
  const t = useT()
  const versions = sheet.story.length > 1 ? sheet.story : []
  if (look === 'screen') {
    return (
      <div className={className} data-feedback-sheet={sheet.projectId}>
        {versions.length > 0 ? <VersionStory story={versions} paper={false} /> : null}
        <p className="mt-4 text-sm text-slate-700">{intro(t, sheet)}</p>
        <ol className="mt-2 divide-y divide-slate-200">
          {sheet.criteria.map((criterion) => (
            <ScreenCriterion key={criterion.criteriaId} criterion={criterion} />
          ))}
        </ol>
      </div>
    )
  }
  return <PaperSheet sheet={sheet} versions={versions} className={className} />
}

function PaperSheet({
  sheet,
  versions,
  className,
}: {
  sheet: SheetData
  versions: StoryEntry[]
  className?: string
}) {
  const site = useEventDetails()
  const day = useEventDay()
  const t = useT()
  const scores = useScoreWords()
  const fit = fitSheet(sheet.criteria, versions)
  const size = sheetSizes[fit.size]
  const headingId = `feedback-sheet-${sheet.projectId}`
  return (
    <article
      aria-labelledby={headingId}
      data-feedback-sheet={sheet.projectId}
      className={cn(
        'print-sheet feedback-sheet flex flex-col bg-white px-[14mm] pt-[12mm] pb-[9mm] text-slate-900 shadow-xl ring-1 ring-slate-200',
        className,
      )}
    >
      <header className="flex items-center justify-between gap-[6mm] border-b-[0.5mm] border-indigo-900 pb-[2.5mm]">
        <div className="flex min-w-0 items-center gap-[3mm]">
          <img
            src={site.logo.src}
            alt=""
            width={40}
            height={40}
            className="size-[9mm] shrink-0 object-contain"
          />
          <p className="min-w-0 truncate text-[10pt] font-bold uppercase tracking-[0.18em] text-indigo-900">
            {site.clubName}
          </p>
        </div>
        <p className="shrink-0 text-right text-[8.5pt] uppercase tracking-[0.2em] text-amber-700">
          {t('site.challengeName')}
        </p>
      </header>
      <p className="mt-[5mm] text-[9pt] font-semibold uppercase tracking-[0.22em] text-indigo-700">
        {t('print.feedback.kicker')}
      </p>
      <h2
        id={headingId}
        className={cn(
          sheet.projectName.length > 60 ? 'text-[16pt]' : 'text-[20pt]',
          'mt-[1mm] font-extrabold leading-tight text-balance break-words',
        )}
      >
        {sheet.projectName}
      </h2>
      <p className="mt-[0.5mm] text-[12pt] text-slate-700">
        {t('print.feedback.by', { name: sheet.authorName })}
      </p>
      {versions.length > 0 ? <VersionStory story={versions} paper /> : null}
      <p className="mt-[3mm] text-[9.5pt] leading-[1.4] text-slate-700">
        {intro(t, sheet)}
        {fit.shortened ? ` ${t('print.feedback.shortened')}` : null}
      </p>
      {/* One grid for every criterion (subgrid): the bars, scores and level words line up down the page. */}
      <ol className="mt-[3mm] grid grid-cols-[minmax(0,1fr)_26mm_auto_auto] divide-y-[0.3mm] divide-slate-200 border-y-[0.3mm] border-slate-300">
        {fit.criteria.map((criterion) => (
          <li
            key={criterion.criteriaId}
            className={cn('col-span-full grid grid-cols-subgrid items-center gap-x-[3mm]', size.classes.gap)}
          >
            <h3 className={cn(size.classes.heading, 'min-w-0 break-words font-bold')}>
              {criterion.criteriaName}
            </h3>
            {criterion.judgeCount > 0 ? (
              <>
                <ScoreBar criterion={criterion} className="h-[2mm]" />
                <p
                  className={cn(
                    size.classes.heading,
                    'whitespace-nowrap text-right font-extrabold tabular-nums',
                  )}
                >
                  {scores.score(criterion.averageScore, criterion.maxScore)}
                </p>
                <p>
                  {criterion.levelWord ? (
                    <LevelWord word={criterion.levelWord} classes={size.classes} />
                  ) : null}
                </p>
              </>
            ) : (
              <p className={cn(size.classes.small, 'col-span-3 text-right text-slate-500')}>
                {t('print.feedback.notScored')}
              </p>
            )}
            {size.describe && criterion.criteriaDescription ? (
              <p className={cn(size.classes.small, 'col-span-full text-slate-600')}>
                {criterion.criteriaDescription}
              </p>
            ) : null}
            {criterion.comments.length > 0 ? (
              <Comments
                comments={criterion.comments}
                classes={size.classes}
                className="col-span-full mt-[1.2mm] space-y-[0.8mm]"
              />
            ) : null}
          </li>
        ))}
      </ol>
      <footer className="mt-auto flex items-end justify-between gap-[6mm] pt-[3mm] text-[7.5pt] text-slate-500">
        <p>{t('print.feedback.footer')}</p>
        <p className="shrink-0 text-right">
          {site.clubName} · {day}
        </p>
      </footer>
    </article>
  )
}

function ScreenCriterion({ criterion }: { criterion: CriterionFeedback }) {
  const t = useT()
  const scores = useScoreWords()
  const headingId = `feedback-criterion-${criterion.criteriaId}`
  return (
    <li className="py-4 last:pb-0">
      <section aria-labelledby={headingId}>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3">
          <h3 id={headingId} className="min-w-0 break-words font-bold text-slate-900">
            {criterion.criteriaName}
          </h3>
          {criterion.judgeCount > 0 ? (
            <p className="whitespace-nowrap text-right font-extrabold tabular-nums text-slate-900">
              {scores.score(criterion.averageScore, criterion.maxScore)}
            </p>
          ) : (
            <p className="whitespace-nowrap text-right text-sm text-slate-500">
              {t('print.feedback.notScored')}
            </p>
          )}
        </div>
        {criterion.judgeCount > 0 ? (
          <div className="mt-1.5 flex items-center gap-3">
            <ScoreBar criterion={criterion} className="h-2 flex-1" />
            {criterion.levelWord ? <LevelWord word={criterion.levelWord} classes={screenClasses} /> : null}
          </div>
        ) : null}
        {criterion.comments.length > 0 ? (
          <Comments comments={criterion.comments} classes={screenClasses} className="mt-3 space-y-2" />
        ) : null}
      </section>
    </li>
  )
}

function LevelWord({ word, classes }: { word: string; classes: Classes }) {
  return (
    <span
      className={cn(
        classes.small,
        'inline-block whitespace-nowrap rounded-full bg-indigo-50 px-2 py-px font-semibold text-indigo-800 ring-1 ring-indigo-200',
      )}
    >
      {word}
    </span>
  )
}

/** The judges' comments, each beside its judge's number. */
function Comments({
  comments,
  classes,
  className,
}: {
  comments: CriterionFeedback['comments']
  classes: Classes
  className: string
}) {
  const t = useT()
  return (
    <ul className={className}>
      {comments.map((comment) => (
        <li key={comment.judgeNumber} className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3">
          <span className={cn(classes.small, 'whitespace-nowrap font-semibold text-indigo-700')}>
            {t('print.feedback.judge', { number: comment.judgeNumber })}
          </span>
          <p className={cn(classes.text, 'whitespace-pre-line break-words text-slate-800')}>{comment.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** The average's share of the criterion's points, as a bar. */
function ScoreBar({ criterion, className }: { criterion: CriterionFeedback; className: string }) {
  const share = Math.min(100, Math.max(0, scorePercentage(criterion.averageScore, criterion.maxScore)))
  return (
    <div role="presentation" className={cn('overflow-hidden rounded-full bg-slate-100', className)}>
      <div className="h-full rounded-full bg-indigo-500" style={{ width: `${share}%` }} />
    </div>
  )
}

/** "Version 2 of 2", and each version with what changed in it. */
function VersionStory({ story, paper }: { story: StoryEntry[]; paper: boolean }) {
  const dates = useDates()
  const t = useT()
  const last = story.at(-1)!
  return (
    <section
      className={cn(
        'bg-amber-50 text-amber-950 ring-amber-200',
        paper ? 'mt-[3mm] rounded-[2mm] px-[3mm] py-[2mm] ring-[0.3mm]' : 'mt-4 rounded-2xl p-4 ring-1',
      )}
    >
      <h3 className={cn(paper ? 'text-[10pt] leading-[1.4]' : 'text-base', 'font-bold')}>
        {t('print.feedback.versionOf', { number: last.number, count: story.length })}
      </h3>
      <ol className={cn(paper ? 'text-[8.5pt] leading-[1.4]' : 'mt-1 space-y-0.5 text-sm')}>
        {story.map((entry) => (
          <li key={entry.number}>
            <span className="font-semibold">{t('print.feedback.version', { number: entry.number })}</span>
            {t('print.feedback.sent', { date: dates.date(entry.submittedAt, 'short') })}
            {entry.whatChanged ? `: ${entry.whatChanged}` : ''}
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * The private link's Print button, with JavaScript; without it, the words for the browser's own Print
 * command. Either way the page prints the feedback alone, on one page (feedback-sheets.css).
 */
export function PrintFeedbackButton() {
  const hydrated = useHydrated()
  const t = useT()
  if (!hydrated) {
    return <p className="text-sm text-slate-600">{t('print.feedback.printHint')}</p>
  }
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {t('print.feedback.print')}
    </Button>
  )
}
