import { MAX_GUIDES, MAX_SLOTS } from '../../app/features/event/event-agenda'

// The Event tab's agenda with every slot and guide there can be, every text at its limit, in a script whose
// characters are 3 bytes of UTF-8 (9 bytes each once a browser has urlencoded them): the longest save the
// tab takes.

const text = (length: number) => '漢'.repeat(length)
const link = (length: number) => `https://例え.jp/${text(length - 'https://例え.jp/'.length)}`

export function fullAgendaForm() {
  const fields = new URLSearchParams({ intent: 'agenda' })
  for (let i = 0; i < MAX_SLOTS; i++) {
    const slot = {
      start: '09:00',
      end: '10:00',
      title: text(100),
      description: text(1000),
      points: text(1000),
      guides: text(500),
      buttonLabel: text(40),
      buttonUrl: link(500),
    }
    for (const [name, value] of Object.entries(slot)) fields.append(`slots[${i}].${name}`, value)
  }
  fields.append('keynoteSpeaker', text(100))
  fields.append('keynoteTagline', text(160))
  fields.append('keynoteBiography', text(3000))
  fields.append('foodSignupUrl', link(500))
  for (let i = 0; i < MAX_GUIDES; i++) {
    fields.append(`guides[${i}].name`, text(100))
    fields.append(`guides[${i}].role`, text(160))
    fields.append(`guides[${i}].url`, link(500))
  }
  return fields
}
