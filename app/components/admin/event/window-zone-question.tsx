import { ConfirmQuestion } from '~/components/forms/confirm'
import { useIsPending } from '~/components/forms/pending'
import { Button } from '~/components/ui'
import type { ZoneQuestion } from '~/features/submissions/window-zone.server'

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
  const pending = useIsPending({ fields: { windowChoice: true } })
  return (
    <ConfirmQuestion id={id} title={title} detail={`${question.now} ${question.change}`}>
      <input type="hidden" name="windowChoiceFrom" value={question.from} />
      <input type="hidden" name="windowChoiceTo" value={question.to} />
      <Button type="submit" name="windowChoice" value="keep-wall" disabled={pending}>
        {question.keepWall}
      </Button>
      <Button type="submit" name="windowChoice" value="keep-moment" variant="secondary" disabled={pending}>
        {question.keepMoment}
      </Button>
    </ConfirmQuestion>
  )
}
