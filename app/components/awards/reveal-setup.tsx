import { Form, Link } from '@remix-run/react'
import { buttonClasses, cn } from '~/components/ui'
import {
  AWARD_PLACES_RANGE,
  certificatesHref,
  rankingLabelKeys,
  type AwardsQuery,
} from '~/features/results/awards-fields'
import { leaderboardRankings } from '~/features/judging/judging-settings'
import { useT } from '~/i18n/react'

// Step 0 of the reveal: the organiser's choices, before anything about the result is on the page.

const placeOptions = Array.from(
  { length: AWARD_PLACES_RANGE.max - AWARD_PLACES_RANGE.min + 1 },
  (_, index) => AWARD_PLACES_RANGE.min + index,
)

const darkLink = 'font-semibold text-amber-200 underline underline-offset-4 hover:text-amber-100'

type SetupProps = {
  query: AwardsQuery
  hasResults: boolean
  /** Scored projects fewer than `minJudges` judges scored: the leaderboard and the reveal do not place them. */
  waiting: number
  minJudges: number
  scoringOpen: boolean
  published: boolean
}

export function RevealSetup({ query, hasResults, waiting, minJudges, scoringOpen, published }: SetupProps) {
  const t = useT()
  return (
    <section
      aria-labelledby="awards-heading"
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-10 sm:px-6"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.3em] text-amber-300">
        {t('print.reveal.kicker')}
      </p>
      <h1 id="awards-heading" className="mt-3 text-4xl font-black tracking-tight sm:text-6xl">
        {t('print.reveal.title')}
      </h1>
      {!hasResults ? (
        <div className="mt-8 rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
          <h2 className="text-2xl font-bold">{t('print.reveal.noResultsTitle')}</h2>
          <p className="mt-2 text-lg text-slate-300">{t('print.reveal.noResults')}</p>
          <Link to="/admin?tab=grading" className={cn('mt-4 inline-block', darkLink)}>
            {t('print.backToDashboard')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-300 sm:text-xl">{t('print.reveal.intro')}</p>
          {scoringOpen ? (
            <p className="mt-6 rounded-2xl bg-amber-400/10 p-4 text-amber-100 ring-1 ring-amber-300/40">
              {t('print.reveal.scoringOpen')}{' '}
              <Link to="/admin?tab=grading" className={darkLink}>
                {t('print.reveal.closeScoring')}
              </Link>
            </p>
          ) : null}
          {waiting > 0 ? <WaitingForJudges waiting={waiting} minJudges={minJudges} /> : null}
          {published ? (
            <p className="mt-6 rounded-2xl bg-emerald-500/10 p-4 text-emerald-100 ring-1 ring-emerald-400/40">
              {t('print.reveal.alreadyPublished')}
            </p>
          ) : null}
          <Form method="get" action="/admin/awards" className="mt-8 space-y-6">
            <div>
              <label htmlFor="awards-places" className="block text-lg font-semibold">
                {t('print.reveal.places')}
              </label>
              <select
                id="awards-places"
                name="places"
                defaultValue={query.places}
                className="mt-2 min-h-12 min-w-40 rounded-xl bg-slate-900 px-3 text-lg text-white ring-1 ring-white/30 focus-visible:outline-2 focus-visible:outline-amber-300"
              >
                {placeOptions.map((places) => (
                  <option key={places} value={places}>
                    {t('print.top', { count: places })}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend className="text-lg font-semibold">{t('print.ranking')}</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {leaderboardRankings.map((ranking) => (
                  <label
                    key={ranking}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl bg-white/5 px-4 text-lg ring-1 ring-white/20 has-checked:bg-white/15 has-checked:ring-amber-300"
                  >
                    <input
                      type="radio"
                      name="ranking"
                      value={ranking}
                      defaultChecked={query.ranking === ranking}
                      className="size-5 accent-amber-400"
                    />
                    {t(rankingLabelKeys[ranking])}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 text-lg">
              <input
                type="checkbox"
                name="peoples"
                value="1"
                defaultChecked={query.peoples}
                className="size-5 accent-amber-400"
              />
              {t('print.reveal.peoplesStep')}
            </label>
            <input type="hidden" name="step" value="1" />
            <button type="submit" className={buttonClasses('accent', 'lg')}>
              {t('print.reveal.start')}
            </button>
          </Form>
        </>
      )}
      <p className="mt-10 text-slate-400">
        <Link to={certificatesHref(query)} className="underline underline-offset-4 hover:text-white">
          {t('print.reveal.printCertificates')}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/admin/feedback-sheets" className="underline underline-offset-4 hover:text-white">
          {t('print.reveal.printFeedback')}
        </Link>
      </p>
    </section>
  )
}

/**
 * The projects the judges setting keeps out of the places: the organiser may want them scored first. Only
 * scored projects wait, so `minJudges` is at least 2 here.
 */
function WaitingForJudges({ waiting, minJudges }: { waiting: number; minJudges: number }) {
  const t = useT()
  return (
    <p className="mt-6 rounded-2xl bg-sky-400/10 p-4 text-sky-100 ring-1 ring-sky-300/40">
      {t('print.reveal.waiting', { count: waiting, min: minJudges })}{' '}
      <Link to="/admin?tab=grading" className={darkLink}>
        {t('print.reveal.judgesSetting')}
      </Link>
    </p>
  )
}
