import { Link, useLocation, useNavigate } from '@remix-run/react'
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'

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
 * server: on the judge's dashboard (50 links) and the feed it was a fifth of the rendering time (issue 18,
 * docs/decisions/0019). Anything else (`target`, a link to another site) goes to Remix's <Link> as it is.
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
