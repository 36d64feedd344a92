import { Link } from '@remix-run/react'
import { resultsVisibilityLabels, type ResultsVisibility } from '~/features/results/awards-fields'
import { Button, buttonClasses } from '~/components/ui'
import { useT } from '~/i18n/react'
import { useIsPending } from '../forms/pending'
import { RadioCards } from '../forms/radio-cards'
import { SettingForm, translated, type GradingSettingsProps } from './judging-settings'
import { FamilyFeedbackActions } from './feedback-mail'

const visibilityHints: Record<ResultsVisibility, string> = {
  live: 'grading.results.liveHint',
  hidden: 'grading.results.hiddenHint',
  published: 'grading.results.publishedHint',
}

/**
 * The awards moment, first on the Grading Status tab (above the 50-row table, which would bury it): who
 * sees the results, whether judges may still score, the way to the projector reveal and the
 * certificates, and the judges' feedback for families (printed, or e-mailed). The panel takes the tab's whole width, and its choice cards line up three abreast only
 * when their box (not the window) has room for them. Plain forms, so they work without JS.
 */
export function AwardsSettings(
  props: GradingSettingsProps & {
    /** Whether the families can be e-mailed their feedback now, and how many were. */
    feedbackMail: { refusal: string | null; emailed: number }
    basePath: string
  },
) {
  const { settings } = props
  const t = useT()
  const switching = useIsPending({ intent: 'scoring' })
  return (
    <section
      aria-labelledby="awards-settings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="awards-settings-title" className="text-xl font-bold text-slate-900">
            {t('grading.awards.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('grading.awards.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/awards" className={buttonClasses('primary', 'md')}>
            {t('grading.awards.reveal')}
          </Link>
          <Link to="/admin/certificates" className={buttonClasses('secondary', 'md')}>
            {t('grading.awards.certificates')}
          </Link>
        </div>
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,17rem)]">
        <SettingForm
          intent="results-visibility"
          {...props}
          submit={t('grading.results.save')}
          variant="secondary"
          className="min-w-0 space-y-3"
        >
          <RadioCards
            legend={t('grading.results.legend')}
            name="resultsVisibility"
            choices={{
              labels: translated(t, resultsVisibilityLabels),
              hints: translated(t, visibilityHints),
            }}
            checked={settings.resultsVisibility}
            columns="@xl:grid-cols-3"
          />
        </SettingForm>
        {/* Beside the results on a laptop, under them (after a rule) on a phone or a tablet. */}
        <SettingForm
          intent="scoring"
          query={props.query}
          className="min-w-0 space-y-3 border-t border-slate-100 pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6"
        >
          <p className="text-sm font-semibold text-slate-900">{t('grading.scoring.title')}</p>
          <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2.5 shrink-0 self-start rounded-full ${settings.scoringOpen ? 'bg-emerald-500' : 'bg-slate-500'}`}
            />
            {t(settings.scoringOpen ? 'grading.scoring.open' : 'grading.scoring.closed')}
          </p>
          <input type="hidden" name="scoring" value={settings.scoringOpen ? 'closed' : 'open'} />
          <Button
            type="submit"
            variant={settings.scoringOpen ? 'destructive' : 'secondary'}
            disabled={switching}
          >
            {t(settings.scoringOpen ? 'grading.scoring.close' : 'grading.scoring.reopen')}
          </Button>
        </SettingForm>
      </div>
      <FamilyFeedbackActions status={props.feedbackMail} basePath={props.basePath} />
    </section>
  )
}
