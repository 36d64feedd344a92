import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { InputField } from '~/components/field'
import type { EventSectionValues } from '~/models/event-details'
import { challengeSchema, type ChallengeInput } from '~/schemas/event-challenge'
import type { EventActionData } from '~/services/admin/event-intents.server'
import { EventSection, SaveButton } from './event-section'
import { TextArea } from './text-fields'

const prizes = [
  ['grandPrize', 'Grand Prize'],
  ['secondPrize', '2nd and 3rd Prizes'],
  ['bonusPrize', 'Bonus Prizes'],
] as const

/** The challenge page's prizes, what the challenge is for and how to take part. */
export function ChallengeSection({
  values,
  changed,
  lastResult,
}: {
  values: EventSectionValues['challenge']
  changed: boolean
  lastResult?: EventActionData['result']
}) {
  const [form, fields] = useForm<ChallengeInput>({
    id: 'challenge-form',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: challengeSchema }),
  })
  return (
    <EventSection
      id="challenge"
      description="The prizes, what the challenge is for and how to take part, on the challenge page."
      changed={changed}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-8">
        <input type="hidden" name="intent" value="challenge" />
        <fieldset>
          <legend className="text-base font-bold text-slate-900">Prizes</legend>
          <div className="mt-4 grid gap-4 lg:grid-cols-3">
            {prizes.map(([name, place]) => {
              const prize = fields[name].getFieldset()
              return (
                <div key={name} className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <p className="text-sm font-bold uppercase tracking-wide text-indigo-700">{place}</p>
                  <InputField field={prize.title} label={`${place}: title`} />
                  <TextArea field={prize.description} label={`${place}: description`} />
                </div>
              )
            })}
          </div>
        </fieldset>
        <TextArea
          field={fields.purpose}
          label="Purpose"
          hint="What is the challenge? Plain text: leave a blank line between paragraphs."
          rows={8}
        />
        <TextArea
          field={fields.participation}
          label="Participation"
          hint="How to take part: each paragraph is one rule. Leave a blank line between them."
          rows={8}
        />
        <SaveButton intent="challenge" label="Save challenge" />
      </Form>
    </EventSection>
  )
}
