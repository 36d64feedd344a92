import { data, redirect } from '@remix-run/node'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigate } from '@remix-run/react'
import { useCallback } from 'react'
import { PeoplesChoicePanel } from '~/components/awards/peoples-choice-panel'
import { PresenterFrame } from '~/components/awards/presenter-frame'
import { RevealSetup } from '~/components/awards/reveal-setup'
import { RevealNav, RevealStage } from '~/components/awards/reveal-stage'
import { usePresenterKeys } from '~/components/awards/use-presenter-keys'
import { unlistedPageMeta } from '~/utils/page-meta'
import { revealStep } from '~/features/results/awards.server'
import { getJudgingSettings, setResultsVisibility } from '~/features/judging/judging-settings.server'
import {
  peoplesChoiceIntents,
  peoplesChoicePanel,
  runPeoplesChoiceIntent,
  type PeoplesChoiceIntent,
} from '~/features/results/peoples-choice.server'
import { awardsHref, parseAwardsQuery } from '~/features/results/awards'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { readFormData } from '~/infra/body.server'
import type { RouteHandle } from '~/utils/handle'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
import { placeWords } from '~/features/results/place-words.server'
import { loadWords } from '~/i18n/client-catalogues'

// /admin/awards (admin_: outside the dashboard's layout): the projector's reveal of the places, lowest first
// (docs/decisions/0016-awards-reveal.md). ?places=3&ranking=raw&step=k; step 0 is the organiser's setup.

export const handle: RouteHandle = { chrome: 'none', i18n: ['print'] }

export const meta: MetaFunction = () => unlistedPageMeta('print.awards.title')

// The result is secret until announced: no copy of a step stays in a cache.
const noStore = { 'Cache-Control': 'no-store' }
export const headers: HeadersFunction = () => noStore

function readChoice(request: Request) {
  const settings = getJudgingSettings(db)
  const query = parseAwardsQuery(new URL(request.url).searchParams, settings.leaderboardRanking)
  return { settings, query }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { settings, query } = readChoice(request)
  const words = placeWords(await languageFor(request, context), await translatorFor(request, context))
  const reveal = revealStep(db, query, words)
  return data(
    {
      reveal,
      query: { ...query, step: reveal.kind === 'reveal' ? reveal.step : 0 },
      scoringOpen: settings.scoringOpen,
      published: settings.resultsVisibility === 'published',
      // The organiser's People's Choice panel, on the setup only (never during the reveal).
      peoplesChoice: reveal.kind === 'setup' ? peoplesChoicePanel(db) : null,
    },
    { headers: noStore },
  )
}

export const clientLoader = loadWords(['print'])

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const { query } = readChoice(request)
  const t = await translatorFor(request, context)
  if (peoplesChoiceIntents.includes(intent as PeoplesChoiceIntent)) {
    const result = runPeoplesChoiceIntent(db, intent as PeoplesChoiceIntent, form, t)
    if (!result.ok) return data({ failure: result }, { status: 400, headers: noStore })
    if (result.batch) return redirect(`/admin/ballots?batch=${result.batch}`, { status: 303 })
    const { title, description } = result
    return redirectWithToast(request, awardsHref(query, { step: 0 }), { type: 'success', title, description })
  }
  if (intent !== 'publish') throw data({ message: 'Unknown action' }, { status: 400 })
  setResultsVisibility(db, 'published')
  return redirectWithToast(request, awardsHref(query), {
    type: 'success',
    title: t('print.awards.published'),
    description: t('print.awards.publishedText'),
  })
}

export default function AwardsReveal() {
  const { reveal, query, scoringOpen, published, peoplesChoice } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigate = useNavigate()
  const revealing = reveal.kind === 'reveal'
  const last = revealing && reveal.last
  const canStart = revealing || reveal.hasResults
  const go = useCallback(
    (step: number) => navigate(awardsHref(query, { step }), { preventScrollReset: true }),
    [navigate, query],
  )
  usePresenterKeys({
    next: canStart && !last ? () => go(query.step + 1) : undefined,
    back: query.step > 0 ? () => go(query.step - 1) : undefined,
  })

  if (!revealing) {
    return (
      <PresenterFrame>
        <RevealSetup
          query={query}
          hasResults={reveal.hasResults}
          waiting={reveal.waiting}
          minJudges={reveal.minJudges}
          scoringOpen={scoringOpen}
          published={published}
        />
        {peoplesChoice ? (
          <div className="mx-auto w-full max-w-3xl px-4 pb-10 sm:px-6">
            <PeoplesChoicePanel panel={peoplesChoice} failure={actionData?.failure} />
          </div>
        ) : null}
      </PresenterFrame>
    )
  }
  const current = reveal.revealed.at(-1)!
  // The places already announced, best first, smaller under the one being announced.
  const earlier = reveal.revealed.slice(0, -1).reverse()
  return (
    <PresenterFrame footer={<RevealNav query={query} last={last} published={published} />}>
      <RevealStage group={current} earlier={earlier} />
    </PresenterFrame>
  )
}
