import { useEffect, useRef } from 'react'
import { useActionData, useLocation, useNavigate, useNavigation, useRevalidator } from '@remix-run/react'
import { ButtonLink, Container } from '~/components/ui'
import type { DashboardData } from '~/features/judging/judge-dashboard.server'
import type { UnscoredAnswer } from '~/features/judging/score-start'
import { startingScore } from '~/features/judging/evaluation'
import { isWaiting, type KeptAnswer } from '~/features/judging/offline-scores'
import { ConnectionStatus } from './connection-status'
import { EvaluationForm } from './evaluation-form'
import { FormError } from '../forms/field'
import { useT } from '~/i18n/react'
import { LogoutButton, Progress } from './judge-welcome'
import { KeptEvaluationsBanner, useKeptEvaluations } from './offline-banner'
import { type ListedProject, listHref, ProjectsToEvaluate, SelectedAnchor } from './project-list'
import { PROJECT_TITLE, ProjectPreview } from './project-preview'
import { ScoringClosedBanner } from './scoring-closed'
import { StepAside, SteppedAsideNotice } from './step-aside'
import { usePanelInWindow } from './use-panel-in-window'

// The judge dashboard of an approved judge: the welcome and progress, the
// list with its filters, and the evaluate panel, including what the tablet shows of an evaluation kept
// on it while the network is down. The route (routes/judge-dashboard.tsx) loads the data and saves.

export function Dashboard({ data }: { data: DashboardData }) {
  const actionData = useActionData() as { message: string } | KeptAnswer | UnscoredAnswer | undefined
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const t = useT()
  const { judge, list, total, progress } = data
  // The project opened without the server (below), if any.
  const openedOffline = useRef<number | undefined>(undefined)
  const { kept, signedOut } = useKeptEvaluations(judge.id, () => {
    // Sent: show the server's statuses. A project opened offline gets its own page's data.
    if (openedOffline.current && navigation.state === 'idle') {
      const href = listHref(new URLSearchParams(location.search), { project: openedOffline.current })
      navigate(href.replace(/#.*/, ''), { replace: true, preventScrollReset: true })
    } else void revalidator.revalidate()
  })
  const savedOnTablet = new Set(kept.filter(isWaiting).map((e) => e.projectId))
  const keptNow = actionData && 'kept' in actionData ? actionData.kept : null
  const message = actionData && 'message' in actionData ? actionData.message : undefined
  const question = actionData && 'question' in actionData ? actionData.question : undefined

  // Kept on the tablet, the evaluation stays open, or "Save and next" opens the next project of the list
  // the judge has not started: without the server, so without its description and media, its sliders
  // where the server would start them (nothing is scored yet).
  const shownOffline = keptNow ? panelAfterKeeping(list.projects, keptNow) : undefined
  const offline = shownOffline && shownOffline.id !== data.selected?.id ? shownOffline : undefined
  useEffect(() => {
    openedOffline.current = offline?.id
  })
  const selected = offline ?? data.selected
  const media = offline ? null : data.media
  const criteria = offline
    ? data.criteria.map((c) => ({
        ...c,
        score: startingScore(c.maxPoints),
        comments: '',
        organiserNote: '',
        scored: false,
      }))
    : data.criteria

  const panel = useRef<HTMLElement>(null)
  usePanelInWindow(panel, selected?.id)
  useFocusAfterSave(navigation.state, selected?.id)

  const selectedInList = list.projects.some((project) => project.id === selected?.id)
  const listOnly = listHref(new URLSearchParams(location.search), {})
  // With nothing open, the queue's first project is one tap away.
  const nextUp = list.view === 'queue' && list.page === 1 ? list.projects[0] : undefined

  return (
    <Container className="py-6 sm:py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 wrap-anywhere sm:text-3xl">
            {t('judge.dashboard.welcome', { name: judge.name })}
          </h1>
          <Progress expertise={judge.expertise} {...progress} />
        </div>
        <div className="flex items-center gap-3">
          <ConnectionStatus />
          <LogoutButton />
        </div>
      </header>

      {data.scoringOpen ? null : <ScoringClosedBanner />}
      <KeptEvaluationsBanner kept={kept} signedOut={signedOut || keptNow?.signedOut === true} />

      {/* Side by side from a tablet's width (md): the judge keeps the list in view while scoring, the list
          narrower on a tablet. minmax(0, …): a long name or word never widens a column past the screen. */}
      <div className="relative mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] md:gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
        {selected && !selectedInList ? <SelectedAnchor inList={false} /> : null}
        <section aria-labelledby="projects-title" className="order-2 md:order-1">
          {/* Focused after a save that leaves no project open (useFocusAfterSave). */}
          <h2
            id={LIST_TITLE}
            tabIndex={-1}
            className="mb-4 scroll-mt-24 rounded-md text-xl font-bold text-slate-900 outline-offset-4 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t('judge.dashboard.listTitle')}
          </h2>
          <ProjectsToEvaluate
            list={list}
            total={total}
            assigned={progress.assigned}
            selectedId={selected?.id}
            savedOnTablet={savedOnTablet}
          />
        </section>

        {/* Pinned beside the list from a tablet's width, but never past the window's bottom (usePanelInWindow):
            a long form scrolls inside, and at its end the wheel scrolls the page on. */}
        <section
          ref={panel}
          id="evaluate"
          // A fresh panel per project: it opens at its top, not where the last one was scrolled.
          key={selected?.id ?? 'none'}
          aria-labelledby="evaluate-title"
          className="order-1 md:sticky md:top-20 md:order-2 md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto md:rounded-3xl"
        >
          <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <h2 id="evaluate-title" className="text-xl font-bold text-slate-900">
              {t('judge.dashboard.panelTitle')}
            </h2>
            {/* A refusal with no form to show it in: a post for a project stepped aside from, or none chosen. */}
            {message && (!selected || selected.steppedAside) ? (
              <div className="mt-4">
                <FormError title={t('judge.error.title')} message={message} />
              </div>
            ) : null}
            {selected ? (
              <>
                <div className="mt-4">
                  <ProjectPreview
                    project={selected}
                    media={media}
                    savedOnTablet={savedOnTablet.has(selected.id)}
                  />
                </div>
                <h3 className="mt-6 border-t border-slate-100 pt-5 text-lg font-bold text-slate-900">
                  {t('judge.dashboard.yourScores')}
                </h3>
                <div className="mt-4">
                  {selected.steppedAside ? (
                    <SteppedAsideNotice />
                  ) : (
                    <EvaluationForm
                      judgeId={judge.id}
                      project={selected}
                      criteria={criteria}
                      canSubmit={judge.isActive}
                      closed={!data.scoringOpen}
                      error={message}
                      question={question}
                      savedOnTablet={savedOnTablet.has(selected.id)}
                      cancelHref={listOnly}
                    />
                  )}
                </div>
                {selected.steppedAside || !data.scoringOpen ? null : (
                  <div className="mt-6">
                    <StepAside project={selected} />
                  </div>
                )}
              </>
            ) : (
              <>
                <p className="mt-3 text-slate-600">{t('judge.dashboard.choose')}</p>
                {nextUp ? (
                  <ButtonLink
                    to={listHref(new URLSearchParams(location.search), { show: 'queue', project: nextUp.id })}
                    className="mt-4 max-w-full"
                  >
                    <span className="truncate">{t('judge.dashboard.startWith', { name: nextUp.name })}</span>
                    <span aria-hidden="true">→</span>
                  </ButtonLink>
                ) : null}
              </>
            )}
          </div>
        </section>
      </div>
    </Container>
  )
}

function panelAfterKeeping(projects: ListedProject[], { projectId, intent }: KeptAnswer['kept']) {
  const at = projects.findIndex((project) => project.id === projectId)
  if (at === -1) return undefined
  const next =
    intent === 'save-next'
      ? projects.slice(at + 1).find((p) => p.review === 'not-reviewed' && !p.steppedAside)
      : undefined
  return next ?? projects[at]
}

/** The list's heading: where focus goes when a save leaves no project open. */
export const LIST_TITLE = 'projects-title'

/**
 * After a save (or a step aside) the judge keeps their place: the heading of the project that opens takes
 * the focus, or the list's heading when none does. A refused save keeps the same project open, and focus
 * stays in its form by the error. Without JavaScript the address's fragment (#selected, or #projects-title
 * when the queue is done) moves the browser's starting point for the next Tab there instead.
 */
function useFocusAfterSave(state: 'idle' | 'loading' | 'submitting', selectedId: number | undefined) {
  const submittedFrom = useRef<number | null | undefined>(undefined)
  useEffect(() => {
    if (state === 'submitting' && submittedFrom.current === undefined)
      submittedFrom.current = selectedId ?? null
    else if (state === 'idle' && submittedFrom.current !== undefined) {
      const from = submittedFrom.current
      submittedFrom.current = undefined
      if (selectedId === from) return
      document.getElementById(selectedId === undefined ? LIST_TITLE : PROJECT_TITLE)?.focus()
    }
  }, [state, selectedId])
}
