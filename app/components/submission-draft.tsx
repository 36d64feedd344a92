import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { HONEYPOT_FIELD } from '~/utils/honeypot'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'
import { Button } from '~/components/ui'

const DRAFT_KEY = 'submission-draft-v1'
const SAVE_DELAY_MS = 400
// A draft left on a shared phone or tablet does not stay for ever.
const KEEP_MS = 30 * 24 * 60 * 60 * 1000

export type DraftValues = Record<string, string>
type Draft = { savedAt: number; values: DraftValues }

/** What the family typed and chose: every text, select and radio value; never a file, nor the honeypot. */
function typedValues(form: HTMLFormElement): DraftValues {
  const values: DraftValues = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && name !== HONEYPOT_FIELD) values[name] = value
  }
  return values
}

// The project type always holds a value, so it alone is not worth keeping.
const hasAnswers = (values: DraftValues) =>
  Object.entries(values).some(([name, value]) => name !== 'submissionType' && value.trim() !== '')

function readDraft(): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null
    if (typeof draft?.savedAt !== 'number' || typeof draft.values !== 'object') return null
    if (Date.now() - draft.savedAt < KEEP_MS) return draft
    localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Storage blocked (private mode, settings) or a damaged entry: there is no draft.
  }
  return null
}

function writeDraft(draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
    else localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Full or blocked: the form still works, only without a draft.
  }
}

/**
 * Keeps the submission form's typed answers on the device as the family types (JS only), so a lost
 * connection, a failed submit or a reload does not lose them. A saved draft that differs from what the form
 * shows is offered back; while the offer stands nothing overwrites it.
 */
export function useSubmissionDraft(formRef: RefObject<HTMLFormElement>) {
  const [offer, setOffer] = useState<Draft | null>(null)
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const offering = useRef(false)
  const pending = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => {
    const draft = readDraft()
    const form = formRef.current
    if (!draft || !form) return
    const shown = typedValues(form)
    if (Object.entries(draft.values).some(([name, value]) => (shown[name] ?? '') !== value)) {
      offering.current = true
      setOffer(draft)
    } else {
      setSavedAt(draft.savedAt)
    }
  }, [formRef])

  const save = useCallback(() => {
    clearTimeout(pending.current)
    pending.current = undefined
    const form = formRef.current
    if (!form || offering.current) return
    const values = typedValues(form)
    const draft = hasAnswers(values) ? { savedAt: Date.now(), values } : null
    writeDraft(draft)
    setSavedAt(draft?.savedAt ?? null)
  }, [formRef])

  // Leaving the page within the delay still keeps the last keystrokes.
  useEffect(() => {
    const flush = () => pending.current && save()
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [save])

  const settle = () => {
    offering.current = false
    setOffer(null)
  }

  return {
    offer,
    savedAt,
    /** For the form's onChange: saves a moment after the last keystroke. */
    scheduleSave: () => {
      clearTimeout(pending.current)
      pending.current = setTimeout(save, SAVE_DELAY_MS)
    },
    /** Takes the offered draft: the caller puts its values into the form. */
    restore: () => {
      settle()
      setSavedAt(offer?.savedAt ?? null)
      return offer?.values ?? {}
    },
    /** Drops the offered draft; what the form shows now becomes the draft. */
    discard: () => {
      settle()
      save()
    },
    /** After a successful submission. */
    clear: () => {
      clearTimeout(pending.current)
      pending.current = undefined
      writeDraft(null)
      setSavedAt(null)
    },
  }
}

/** The offer of a saved draft, with its two choices. */
export function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number
  onRestore: () => void
  onDiscard: () => void
}) {
  const offer = useRef<HTMLElement>(null)
  const dates = useDates()
  const t = useT()
  // A reload keeps the page where it was, often far below the form's top: bring the offer into view.
  useEffect(() => {
    offer.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <section
      ref={offer}
      aria-labelledby="draft-offer-title"
      className="scroll-mt-24 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950 ring-1 ring-indigo-200"
    >
      <h2 id="draft-offer-title" className="font-semibold">
        {t('family.draft.title')}
      </h2>
      <p className="mt-1">{t('family.draft.savedOn', { when: dates.dateTime(savedAt) })}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onRestore}>{t('family.draft.restore')}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t('family.draft.discard')}
        </Button>
      </div>
    </section>
  )
}

/** A quiet line under the form: the answers are safe on this device. */
export function DraftSaved({ savedAt }: { savedAt: number }) {
  const dates = useDates()
  const t = useT()
  return (
    <p className="text-sm text-slate-500" data-testid="draft-saved">
      {t('family.draft.savedAt', { time: dates.time(savedAt) })}
    </p>
  )
}
