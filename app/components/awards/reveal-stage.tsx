import { Form, Link } from '@remix-run/react'
import type { CSSProperties } from 'react'
import type { AwardGroup } from '~/features/results/awards.server'
import { awardsHref, type AwardsQuery } from '~/features/results/awards-fields'
import { buttonClasses, cn } from '~/components/ui'
import { useT } from '~/i18n/react'

// One step of the reveal: the place it announces in big type, and below it, smaller, the places already
// announced. Nothing else about the result is on the page (the loader sent nothing else).

const placeTone: Record<number, string> = {
  1: 'text-amber-300',
  2: 'text-slate-200',
  3: 'text-orange-300',
}

/**
 * The group's grid on a projector: up to 4 in one row, up to 8 in two, then rows of 4. The rows share the
 * screen's height (the frame is one screen tall from 640 px wide), and the pictures shrink to what the names
 * leave, so a tie of 12 still shows every name with Back and Next on screen. Phones scroll: 1 or 2 columns.
 */
function gridOf(count: number) {
  const rows = count <= 4 ? 1 : count <= 8 ? 2 : Math.ceil(count / 4)
  return { rows, cols: Math.ceil(count / rows) }
}

// Type sized by the screen's width and height, smaller as the group grows.
const nameSize = (count: number) =>
  count === 1
    ? 'text-[clamp(2rem,min(5vw,7vh),5rem)]'
    : count === 2
      ? 'text-[clamp(1.75rem,min(3.6vw,6vh),3.75rem)]'
      : count <= 4
        ? 'text-[clamp(1.25rem,min(2.4vw,4.5vh),2.75rem)]'
        : 'text-[clamp(1rem,min(1.9vw,3.3vh),2.25rem)]'

const authorSize = (count: number) =>
  count <= 3
    ? 'text-[clamp(1.25rem,min(2.6vw,4.5vh),2.75rem)]'
    : 'text-[clamp(0.875rem,min(1.5vw,2.6vh),1.75rem)]'

const maxWidth = (count: number) => (count === 1 ? 'max-w-5xl' : count <= 3 ? 'max-w-7xl' : 'max-w-[120rem]')

export function RevealStage({ group, earlier }: { group: AwardGroup; earlier: AwardGroup[] }) {
  const t = useT()
  const count = group.projects.length
  const { rows, cols } = gridOf(count)
  return (
    <section
      aria-labelledby="reveal-place"
      className="flex flex-1 flex-col items-center px-4 py-3 text-center sm:min-h-0 sm:px-8"
    >
      <h1
        id="reveal-place"
        className={cn(
          'shrink-0 font-black leading-none tracking-tight',
          count <= 3 ? 'text-[clamp(2.5rem,min(8vw,11vh),8rem)]' : 'text-[clamp(2.25rem,min(6vw,8vh),6rem)]',
          placeTone[group.place] ?? 'text-indigo-200',
        )}
      >
        {group.label}
      </h1>
      <ul
        style={{ '--cols': cols, '--rows': rows } as CSSProperties}
        className={cn(
          'mt-[3vh] grid w-full gap-x-[2vw] gap-y-[3vh] sm:min-h-0 sm:flex-1',
          'sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))] sm:grid-rows-[repeat(var(--rows),minmax(0,1fr))]',
          count >= 4 ? 'grid-cols-2' : null,
          maxWidth(count),
        )}
      >
        {group.projects.map((project) => (
          <li key={project.id} className="flex min-h-0 min-w-0 flex-col items-center justify-center">
            <img
              src={project.image}
              alt=""
              width={640}
              height={360}
              className={cn(
                // As tall as the names leave room for, never wider than the column: a 16:9 picture either way.
                'aspect-video min-h-0 max-w-full shrink rounded-3xl bg-slate-800 object-cover shadow-2xl ring-4 ring-white/10',
                count === 1
                  ? 'w-[min(40rem,50vh)]'
                  : count <= 3
                    ? 'w-[min(32rem,44vh)]'
                    : 'w-[min(28rem,36vh)]',
                count >= 4 ? 'rounded-2xl ring-2' : null,
              )}
            />
            <p
              className={cn(
                'shrink-0 font-extrabold leading-tight text-balance wrap-break-word',
                count <= 3 ? 'mt-[3vh]' : 'mt-[1.5vh]',
                nameSize(count),
              )}
            >
              {project.name}
            </p>
            <p className={cn('mt-1 shrink-0 text-slate-300 wrap-break-word', authorSize(count))}>
              {t('print.by', { name: project.authorName })}
            </p>
          </li>
        ))}
      </ul>
      {earlier.length > 0 ? (
        <section
          aria-labelledby="reveal-earlier"
          className="mt-[3vh] w-full max-w-6xl shrink-0 text-slate-400"
        >
          <h2 id="reveal-earlier" className="sr-only">
            {t('print.reveal.earlier')}
          </h2>
          <ul
            className={cn(
              'flex flex-wrap justify-center gap-x-8 gap-y-1',
              count <= 3
                ? 'text-[clamp(1rem,min(1.6vw,3vh),1.5rem)]'
                : 'text-[clamp(0.875rem,min(1.3vw,2.4vh),1.25rem)]',
            )}
          >
            {earlier.map((previous) => (
              <li key={previous.place}>
                <span className="font-bold text-slate-300">
                  {t('print.reveal.earlierPlace', { place: previous.label })}
                </span>{' '}
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
  const t = useT()
  return (
    <nav aria-label={t('print.reveal.nav')} className="flex flex-wrap items-center justify-center gap-4">
      <Link to={awardsHref(query, { step: query.step - 1 })} className={navLink} rel="prev">
        {t('print.reveal.back')}
      </Link>
      {!last ? (
        <Link to={awardsHref(query, { step: query.step + 1 })} className={navLink} rel="next">
          {t('print.reveal.next')}
        </Link>
      ) : published ? (
        <p className="rounded-xl bg-emerald-500/15 px-6 py-3 text-lg font-semibold text-emerald-200 ring-1 ring-emerald-400/40">
          {t('print.reveal.published')}
        </p>
      ) : (
        <Form method="post" action={awardsHref(query)}>
          <button type="submit" name="intent" value="publish" className={buttonClasses('accent', 'lg')}>
            {t('print.reveal.publish')}
          </button>
        </Form>
      )}
    </nav>
  )
}
