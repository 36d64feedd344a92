import { Panel } from '~/components/ui/panel'
import { participantNamesLabels, type ParticipantNames } from '~/features/families/participant-names'
import { RadioCards } from '../forms/radio-cards'
import { SettingForm, type GradingSettingsProps } from './judging-settings'

const nameHints: Record<ParticipantNames, string> = {
  full: 'The name as the family typed it.',
  initial: '“Ada Lovelace” shows as “Ada L.”',
}

/**
 * How the showcase, the project pages, the leaderboard and the public JSON name a participant. A plain form
 * of radios, so it works without JS; the server checks the admin session.
 */
export function ParticipantNamesSettings(props: GradingSettingsProps) {
  const { settings } = props
  return (
    <Panel titleId="privacy-settings-title" title="Privacy" look="admin">
      <p className="text-sm text-slate-600">
        How the feed, project pages, leaderboard and public JSON name participants, for everyone but you. This
        dashboard and the results file always show names as entered.
      </p>
      <SettingForm
        intent="participant-names"
        {...props}
        submit="Save names setting"
        variant="secondary"
        className="mt-3 space-y-3"
      >
        <RadioCards
          legend="Show participants' names as"
          name="participantNames"
          choices={{ labels: participantNamesLabels, hints: nameHints }}
          checked={settings.participantNames}
        />
      </SettingForm>
    </Panel>
  )
}
