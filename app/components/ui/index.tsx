/*
 * The site's building blocks: class names, buttons and links, cards, badges and page columns. One module, not
 * one file each: the browser's build (Remix's classic compiler, esbuild) makes a separate script file for
 * every set of modules that the same pages share, and a phone on venue Wi-Fi pays about 150 ms for every six
 * files it fetches; seven of these small files were on every public page (bench/results.md, the phone table).
 */
import { Link, useLocation, useNavigate, type LinkProps } from '@remix-run/react'
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useT } from '~/i18n/react'
import { Icon, type IconName } from './icons'

/** Joins class names, skipping empty ones. */
export function cn(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(' ')
}

const variants = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-indigo-600',
  secondary:
    'bg-white text-indigo-700 ring-1 ring-inset ring-indigo-200 shadow-sm hover:bg-indigo-50 focus-visible:outline-indigo-600',
  accent: 'bg-amber-400 text-slate-900 shadow-sm hover:bg-amber-300 focus-visible:outline-amber-500',
  onDark:
    'bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20 focus-visible:outline-white',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-indigo-600',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
} as const

const sizes = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
} as const

type ButtonVariant = keyof typeof variants
type ButtonSize = keyof typeof sizes

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonClasses(variant, size), className)} {...props} />
})

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize }

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses(variant, size), String(className ?? ''))} {...props} />
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path ("/project/7") or a query on this page ("?project=7&show=queue"). */
  to: string
  /** With JavaScript, keep the scroll position (a filter above a list), as Remix's <Link> prop. */
  preventScrollReset?: boolean
}

/**
 * A link to a page of the site: the same markup and the same navigation as Remix's <Link> (a plain link
 * without JavaScript; with it, the page changes without reloading), for a target that is already a path or
 * a query. Remix's <Link> works out a relative target against the route tree three times per link on the
 * server: on the judge's dashboard (50 links) and the feed it was a fifth of the rendering time
 * (docs/decisions/0019-every-core-and-one-commit.md). Anything else (`target`, a link to another site) goes
 * to Remix's <Link> as it is.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { to, onClick, children, preventScrollReset, ...props },
  ref,
) {
  const navigate = useNavigate()
  const location = useLocation()
  if (!(to.startsWith('/') || to.startsWith('?')) || to.startsWith('//') || props.target) {
    return (
      <Link ref={ref} to={to} onClick={onClick} preventScrollReset={preventScrollReset} {...props}>
        {children}
      </Link>
    )
  }
  const href = to.startsWith('?') ? location.pathname + to : to
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    // As React Router's own links: the main button, no modifier key (a new tab or window stays the
    // browser's), and only if nothing else handled the click.
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    // The page already shown is replaced in the history rather than added twice.
    const here = location.pathname + location.search + location.hash
    navigate(href, { replace: here === href, preventScrollReset })
  }
  // data-discover: Remix loads the routes of the links on screen ahead of a click, as for its own links.
  return (
    <a ref={ref} href={href} data-discover="true" onClick={handleClick} {...props}>
      {children}
    </a>
  )
})

/** A link that leaves the site: new tab, no referrer, and says so to screen readers. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const t = useT()
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t('ui.newTab')}</span>
    </a>
  )
}

// A page's column. Narrower ones are a width of their own, not a class passed in: two max-w classes on one
// element do not override each other by their order in `className`, and the wider one won.
const widths = { page: 'max-w-6xl', form: 'max-w-3xl', narrow: 'max-w-lg' } as const

export function Container({
  width = 'page',
  className,
  children,
}: {
  width?: keyof typeof widths
  className?: string
  children: ReactNode
}) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}>{children}</div>
}

export function Section({
  id,
  words,
  title = words?.heading,
  intro = words?.intro,
  className,
  children,
}: {
  id: string
  /** The section's heading and intro as the event's words hold them, in place of `title` and `intro`. */
  words?: { heading: string; intro?: ReactNode }
  title?: string
  intro?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('py-10 sm:py-14', className)}>
      <Container>
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-base text-slate-600 sm:text-lg">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  )
}

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
      {...props}
    />
  )
}

/** A short list of names under a heading, each in a pill: a slot's guides, an example's tools. */
export function NameList({
  title,
  names,
  className,
  pill,
}: {
  title: string
  names: readonly string[]
  className?: string
  /** The pill's colours. */
  pill: string
}) {
  return (
    <>
      <p className={cn('text-sm font-semibold text-slate-900', className)}>{title}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className={cn('rounded-full px-3 py-1 text-sm text-indigo-800', pill)}>
            {name}
          </li>
        ))}
      </ul>
    </>
  )
}

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={cn('badge', className ?? 'bg-slate-100 text-slate-800 ring-slate-600/20')} {...props} />
  )
}

/** A card's icon on a soft square, decorative: the card's heading says what it is about. */
export function IconTile({ icon, className }: { icon: IconName; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700',
        className,
      )}
    >
      <Icon name={icon} className="size-6" aria-hidden="true" />
    </span>
  )
}
