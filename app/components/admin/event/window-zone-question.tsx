import { useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui'
import type { ZoneQuestion } from '~/models/window-zone.server'

// The Event tab's question when the event's time zone changes while a submission window is set
// (docs/decisions/0037): two submit buttons inside the form they answer for, so it works without
// JavaScript; the zones it was asked for travel with the answer, and a stale answer is asked again.

export function WindowZoneQuestion({
  id,
  title,
  question,
}: {
  id: string
  title: string
  question: ZoneQuestion
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.has('windowChoice') === true
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      <p className="mt-1">
        {question.now} {question.change}
      </p>
      <input type="hidden" name="windowChoiceFrom" value={question.from} />
      <input type="hidden" name="windowChoiceTo" value={question.to} />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" name="windowChoice" value="keep-wall" disabled={pending}>
          {question.keepWall}
        </Button>
        <Button type="submit" name="windowChoice" value="keep-moment" variant="secondary" disabled={pending}>
          {question.keepMoment}
        </Button>
      </div>
    </div>
  )
}
