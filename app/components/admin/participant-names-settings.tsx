import { Panel } from '~/components/ui/panel'
import { participantNamesLabels, type ParticipantNames } from '~/features/families/participant-names'
import { useT } from '~/i18n/react'
import { RadioCards } from '../forms/radio-cards'
import { SettingForm, translated, type GradingSettingsProps } from './judging-settings'

const nameHints: Record<ParticipantNames, string> = {
  full: 'grading.names.fullHint',
  initial: 'grading.names.initialHint',
}

/**
 * How the showcase, the project pages, the leaderboard and the public JSON name a participant. A plain form
 * of radios, so it works without JS; the server checks the admin session.
 */
export function ParticipantNamesSettings(props: GradingSettingsProps) {
  const { settings } = props
  const t = useT()
  return (
    <Panel titleId="privacy-settings-title" title={t('grading.names.title')} look="admin">
      <p className="text-sm text-slate-600">{t('grading.names.intro')}</p>
      <SettingForm
        intent="participant-names"
        {...props}
        submit={t('grading.names.save')}
        variant="secondary"
        className="mt-3 space-y-3"
      >
        <RadioCards
          legend={t('grading.names.legend')}
          name="participantNames"
          choices={{ labels: translated(t, participantNamesLabels), hints: translated(t, nameHints) }}
          checked={settings.participantNames}
        />
      </SettingForm>
    </Panel>
  )
}
