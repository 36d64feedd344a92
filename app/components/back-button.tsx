import { Link, useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClasses } from '~/components/ui'
import { Icon } from '~/components/ui/icons'

/**
 * Goes back in history when there is somewhere to go back to on this site
 * (JS); otherwise, and without JS, it is a plain link to `fallback`.
 */
export function BackButton({ fallback, children }: { fallback: string; children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        if (typeof window !== 'undefined' && window.history.state?.idx > 0) {
          event.preventDefault()
          navigate(-1)
        }
      }}
      className={buttonClasses('ghost', 'md')}
    >
      <Icon name="arrow-left" className="size-4" />
      {children}
    </Link>
  )
}
