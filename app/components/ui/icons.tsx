import type { SVGProps } from 'react'

function Icon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      {...props}
    >
      <path d={d} />
    </svg>
  )
}

export const MenuIcon = (props: SVGProps<SVGSVGElement>) => <Icon d="M4 7h16M4 12h16M4 17h16" {...props} />
export const CloseIcon = (props: SVGProps<SVGSVGElement>) => <Icon d="M6 6l12 12M18 6L6 18" {...props} />
