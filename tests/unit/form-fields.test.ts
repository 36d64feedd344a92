import { describe, expect, it } from 'vitest'
import { agendaSchema, MAX_GUIDES, MAX_SLOTS } from '../../app/features/event/event-agenda'
import { adminLoginSchema, MAX_BULK_PROJECTS } from '../../app/features/admin/dashboard-forms'
import { eventTabFormBytes } from '../../app/features/event/form-size'
import { bodyLimits } from '../../app/features/body-limits.server'
import { formFieldsProblem, MAX_FORM_FIELDS, MAX_LIST_ITEMS } from '~/utils/form-fields'
import { parseForm } from '../../app/infra/parse-form'
import { fullAgendaForm } from '../setup/full-agenda'

const form = (entries: Array<[string, string]>) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

/** The agenda's form with every slot and guide there can be, as the Event tab sends it. */
function fullAgenda() {
  const entries: Array<[string, string]> = [['intent', 'agenda']]
  for (let i = 0; i < MAX_SLOTS; i++) {
    for (const field of [
      'start',
      'end',
      'title',
      'description',
      'points',
      'guides',
      'buttonLabel',
      'buttonUrl',
    ])
      entries.push([`slots[${i}].${field}`, 'x'])
  }
  for (let i = 0; i < MAX_GUIDES; i++) {
    for (const field of ['name', 'role', 'url']) entries.push([`guides[${i}].${field}`, 'x'])
  }
  for (const field of ['keynoteSpeaker', 'keynoteTagline', 'keynoteBiography', 'foodSignupUrl'])
    entries.push([field, 'x'])
  entries.push([
    '__intent__',
    JSON.stringify({ type: 'reorder', payload: { name: 'slots', from: 19, to: 0 } }),
  ])
  return entries
}

describe('the field names a form may send', () => {
  it('takes our largest forms: the full agenda, and the bulk review of 5,000 projects with its own cap', () => {
    expect(formFieldsProblem(fullAgenda())).toBeNull()
    const bulk: Array<[string, string]> = [
      ['intent', 'bulk-status'],
      ['decision', 'approve'],
    ]
    for (let id = 1; id <= MAX_BULK_PROJECTS; id++) bulk.push(['id', String(id)])
    expect(formFieldsProblem(bulk, { maxFields: MAX_FORM_FIELDS + MAX_BULK_PROJECTS })).toBeNull()
    expect(formFieldsProblem(bulk)).not.toBeNull()
  })

  it.each([
    ['a list index of 100 million', [['x[100000000]', '1']]],
    ['an index just past the limit', [[`x[${MAX_LIST_ITEMS}]`, '1']]],
    ['an index too long to be a number', [[`x[${'9'.repeat(400)}]`, '1']]],
    ['nested lists that multiply', [['x[999][999]', '1']]],
    ['many lists that add up', Array.from({ length: 20 }, (_, i) => [`x${i}[99]`, '1'])],
    ['a name of many parts', [['a.b.c.d.e.f.g.h.i', '1']]],
    ['more fields than any form has', Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => [`f${i}`, ''])],
    [
      'a list button naming a far item',
      [['__intent__', '{"type":"update","payload":{"name":"x","index":100000000,"value":"1"}}']],
    ],
    [
      'a list button whose name holds the index',
      [['__intent__', '{"type":"reset","payload":{"name":"x[100000000]"}}']],
    ],
    [
      'a list button moving to a far place',
      [['__intent__', '{"type":"reorder","payload":{"name":"slots","from":0,"to":1e9}}']],
    ],
    ['a list button that is not JSON', [['__intent__', '{']]],
  ] as Array<[string, Array<[string, string]>]>)('refuses %s', (_case, entries) => {
    expect(formFieldsProblem(entries)).not.toBeNull()
  })
})

describe('parseForm', () => {
  it('refuses a form Conform would build a huge list from, before parsing it', () => {
    expect(() => parseForm(form([['x[100000000]', '1']]), { schema: adminLoginSchema })).toThrow(Response)
  })

  it('echoes only the schema’s fields in a failed form’s reply', () => {
    const padded = form([
      ['password', ''],
      ['slots[3].title', 'not the login form’s'],
      ...Array.from({ length: 500 }, (_, i): [string, string] => [`padding${i}`, 'p'.repeat(50)]),
    ])
    const reply = parseForm(padded, { schema: adminLoginSchema }).reply({ hideFields: ['password'] })
    expect(reply.status).toBe('error')
    expect(Object.keys(reply.initialValue ?? {})).toEqual([])
    expect(reply.fields).toEqual(['password'])
    expect(JSON.stringify(reply).length).toBeLessThan(500)
  })

  it('keeps what the schema reads, lists and their items included', () => {
    const reply = parseForm(
      form([
        ['slots[0].title', 'Welcome'],
        ['slots[0].colour', 'red'],
        ['keynoteSpeaker', 'Ada'],
        ['extra', 'x'],
      ]),
      { schema: agendaSchema },
    ).reply()
    expect(reply.initialValue).toEqual({ slots: [{ title: 'Welcome' }], keynoteSpeaker: 'Ada' })
    expect(reply.fields).toEqual(['slots[0].title', 'keynoteSpeaker'])
  })
})

describe('the Event tab’s form cap', () => {
  it('takes the longest agenda there is, in a script of 3-byte characters, which is valid', () => {
    const agenda = fullAgendaForm()
    const bytes = agenda.toString().length
    // Over ten times what every other form may send: four such slots were already over 64 KB.
    expect(bytes).toBeGreaterThan(10 * bodyLimits.formBytes)
    expect(bytes).toBeLessThanOrEqual(eventTabFormBytes)
    expect(bodyLimits.pageFormBytes['/admin/event']).toBe(eventTabFormBytes)
    expect(parseForm(agenda, { schema: agendaSchema }).status).toBe('success')
  })
})
