import { Link, type LinkProps } from '@remix-run/react'
import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '~/utils/misc'

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
