import { Link } from '@remix-run/react'

// The Event tab's sections, in the page's order, and the menu that jumps to them: links to each section's
// id, so it works without JavaScript. Each section takes the focus it is jumped to (tabIndex -1), so a
// screen reader reads it from its name and the next Tab starts inside it.

export const EVENT_SECTIONS = [
  { id: 'window', title: 'Submission window' },
  { id: 'event', title: 'Event' },
  { id: 'club', title: 'Club' },
  { id: 'agenda', title: 'Agenda' },
  { id: 'challenge', title: 'Challenge' },
  { id: 'new-challenge', title: 'Start a new challenge' },
] as const

export type EventSectionId = (typeof EVENT_SECTIONS)[number]['id']

/** The section's title, from the one list the menu reads too. */
export const sectionTitle = (id: EventSectionId) => EVENT_SECTIONS.find((s) => s.id === id)!.title

/**
 * On a phone and a tablet, the links wrap at the top of the page; on a laptop, a column beside the
 * sections that stays on screen while they scroll by.
 */
export function SectionMenu() {
  return (
    <nav aria-labelledby="event-sections-title" className="lg:sticky lg:top-24">
      <h2 id="event-sections-title" className="text-sm font-semibold text-slate-600">
        On this page
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {EVENT_SECTIONS.map(({ id, title }) => (
          <li key={id}>
            {/* The router's link, not a plain one: with JavaScript the router handles the address's change,
                and would scroll a plain link's jump back to where the last one landed. */}
            <Link
              to={`#${id}`}
              // The browser focuses the target of a plain jump; the router's only scrolls to it.
              onClick={() => document.getElementById(id)?.focus({ preventScroll: true })}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-indigo-50 hover:text-indigo-800 lg:flex lg:rounded-lg lg:bg-transparent lg:px-3 lg:ring-0"
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
