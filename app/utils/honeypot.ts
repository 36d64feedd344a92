export const HONEYPOT_FIELD = 'website'
export const HONEYPOT_MESSAGE = 'Your request could not be accepted. Please try again.'

/** True when the hidden field a person never sees came back filled in. */
export function isHoneypotFilled(form: FormData) {
  const value = form.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}
