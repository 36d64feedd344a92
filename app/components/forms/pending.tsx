import { useNavigation } from '@remix-run/react'
import type { ComponentProps, ReactNode } from 'react'
import { Button } from '~/components/ui'

// The forms kit's pending state (docs/decisions/0045): which form is being sent now, read from Remix's
// navigation, and the submit button that says so. Without JavaScript the browser sends the form itself and
// nothing here is ever pending.

type PendingForm = {
  /** The form's `intent`: every page with several forms names each one's action so. */
  intent?: string
  /** Other fields the form sends: a value, or `true` for any value. */
  fields?: Record<string, string | true>
  formMethod?: 'GET' | 'POST'
  formAction?: string
  /**
   * 'submitting' (the default): while the form is on its way, not once the next page is loading;
   * 'non-idle': until the next page is in, whatever was asked for.
   */
  state?: 'submitting' | 'non-idle'
}

/** Whether a form like this one is being sent now. */
export function useIsPending({
  intent,
  fields = {},
  formMethod,
  formAction,
  state = 'submitting',
}: PendingForm) {
  const navigation = useNavigation()
  if (state === 'submitting' ? navigation.state !== 'submitting' : navigation.state === 'idle') return false
  const sent = navigation.formData
  if (intent !== undefined && sent?.get('intent') !== intent) return false
  if (formMethod && navigation.formMethod?.toUpperCase() !== formMethod) return false
  if (formAction && navigation.formAction !== formAction) return false
  return Object.entries(fields).every(([name, value]) =>
    value === true ? sent?.has(name) === true : sent?.get(name) === value,
  )
}

/** A submit button that is disabled and says `pendingLabel` while its form is sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  )
}
