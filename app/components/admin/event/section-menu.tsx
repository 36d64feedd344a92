import { Link } from '@remix-run/react'
import { useT } from '~/i18n/react'

// The Event tab's sections, in the page's order, and the menu that jumps to them: links to each section's
// id, so it works without JavaScript. Each section takes the focus it is jumped to (tabIndex -1), so a
// screen reader reads it from its name and the next Tab starts inside it.

// A new section is a line here (its title a catalogue key) and a SectionCard with its id.
export const EVENT_SECTIONS = [
  { id: 'window', title: 'event.section.window' },
  { id: 'event', title: 'event.section.event' },
  { id: 'club', title: 'event.section.club' },
  { id: 'languages', title: 'event.section.languages' },
  { id: 'agenda', title: 'event.section.agenda' },
  { id: 'challenge', title: 'event.section.challenge' },
  { id: 'new-challenge', title: 'event.section.newChallenge' },
] as const

export type EventSectionId = (typeof EVENT_SECTIONS)[number]['id']

/** The section's title (its catalogue key), from the one list the menu reads too. */
export const sectionTitle = (id: EventSectionId) => EVENT_SECTIONS.find((s) => s.id === id)!.title

/**
 * On a phone and a tablet, the links wrap at the top of the page; on a laptop, a column beside the
 * sections that stays on screen while they scroll by.
 */
export function SectionMenu() {
  const t = useT()
  return (
    <nav aria-labelledby="event-sections-title" className="lg:sticky lg:top-24">
      <h2 id="event-sections-title" className="text-sm font-semibold text-slate-600">
        {t('event.menu.title')}
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
              {t(title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
