import { Form, Link } from '@remix-run/react'
import type { AwardGroup } from '~/models/awards.server'
import { awardsHref, type AwardsQuery } from '~/schemas/awards-fields'
import { buttonClasses, cn } from '~/components/ui'

// One step of the reveal: the place it announces in big type, and below it, smaller, the places already
// announced. Nothing else about the result is on the page (the loader sent nothing else).

const placeTone: Record<number, string> = {
  1: 'text-amber-300',
  2: 'text-slate-200',
  3: 'text-orange-300',
}

const nameSize = (count: number) =>
  count === 1
    ? 'text-[clamp(2rem,min(5vw,7vh),5rem)]'
    : count === 2
      ? 'text-[clamp(1.75rem,min(3.6vw,6vh),3.75rem)]'
      : 'text-[clamp(1.5rem,min(2.6vw,5vh),2.75rem)]'

const grid = (count: number) =>
  count === 1 ? 'max-w-5xl' : count === 2 ? 'max-w-7xl sm:grid-cols-2' : 'max-w-7xl sm:grid-cols-3'

export function RevealStage({ group, earlier }: { group: AwardGroup; earlier: AwardGroup[] }) {
  const count = group.projects.length
  return (
    <section
      aria-labelledby="reveal-place"
      className="flex flex-1 flex-col items-center justify-center px-4 py-3 text-center sm:px-8"
    >
      <h1
        id="reveal-place"
        className={cn(
          'text-[clamp(2.5rem,min(8vw,11vh),8rem)] font-black leading-none tracking-tight',
          placeTone[group.place] ?? 'text-indigo-200',
        )}
      >
        {group.label}
      </h1>
      <ul className={cn('mt-[4vh] grid w-full gap-x-10 gap-y-8', grid(count))}>
        {group.projects.map((project) => (
          <li key={project.id} className="flex min-w-0 flex-col items-center">
            <img
              src={project.image}
              alt=""
              width={640}
              height={360}
              className={cn(
                'aspect-video w-full rounded-3xl bg-slate-800 object-cover shadow-2xl ring-4 ring-white/10',
                // Sized by the screen's height too, so a projector's 16:10 shows the whole step.
                count === 1 ? 'max-w-[min(40rem,50vh)]' : 'max-w-[min(32rem,44vh)]',
              )}
            />
            <p
              className={cn(
                'mt-[3vh] font-extrabold leading-tight text-balance wrap-break-word',
                nameSize(count),
              )}
            >
              {project.name}
            </p>
            <p className="mt-1 text-[clamp(1.25rem,min(2.6vw,4.5vh),2.75rem)] text-slate-300 wrap-break-word">
              by {project.authorName}
            </p>
          </li>
        ))}
      </ul>
      {earlier.length > 0 ? (
        <section aria-labelledby="reveal-earlier" className="mt-[4vh] w-full max-w-5xl text-slate-400">
          <h2 id="reveal-earlier" className="sr-only">
            Already announced
          </h2>
          <ul className="flex flex-wrap justify-center gap-x-8 gap-y-2 text-[clamp(1rem,min(1.6vw,3vh),1.5rem)]">
            {earlier.map((previous) => (
              <li key={previous.place}>
                <span className="font-bold text-slate-300">{previous.label}:</span>{' '}
                {previous.projects.map((p) => `${p.name} (${p.authorName})`).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  )
}

const navLink = cn(buttonClasses('onDark', 'lg'), 'min-w-32')

export function RevealNav({
  query,
  last,
  published,
}: {
  query: AwardsQuery
  last: boolean
  published: boolean
}) {
  return (
    <nav aria-label="Reveal" className="flex flex-wrap items-center justify-center gap-4">
      <Link to={awardsHref(query, { step: query.step - 1 })} className={navLink} rel="prev">
        ← Back
      </Link>
      {!last ? (
        <Link to={awardsHref(query, { step: query.step + 1 })} className={navLink} rel="next">
          Next →
        </Link>
      ) : published ? (
        <p className="rounded-xl bg-emerald-500/15 px-6 py-3 text-lg font-semibold text-emerald-200 ring-1 ring-emerald-400/40">
          Results are published
        </p>
      ) : (
        <Form method="post" action={awardsHref(query)}>
          <button type="submit" name="intent" value="publish" className={buttonClasses('accent', 'lg')}>
            Publish results
          </button>
        </Form>
      )}
    </nav>
  )
}
