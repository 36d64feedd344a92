import { expect, test } from '@playwright/test'
import { viewports } from '../../playwright.config'
import { pngFile, uniqueName } from './fixtures'
import { jsEnabled } from './helpers'

// A family whose phone reads Spanish (Accept-Language: es), with JavaScript and without: the AI playbook and
// the challenge (its prompt cards too) in Spanish, a project sent with a Spanish message on the way, the
// private link's page in Spanish. The menu's English keeps the page, and the choice is remembered over the
// browser's language.

test.use({ locale: 'es-ES', viewport: viewports.phone })

test('a Spanish phone reads, submits and gets its private link in Spanish, and may switch to English', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const name = uniqueName('Cometa')
  // The AI playbook's words are the page's language's (app/content/es/playbook.ts).
  await page.goto('/ai-playbook')
  await expect(page.getByRole('heading', { level: 1, name: 'Guía de IA' })).toBeVisible()
  await page.goto('/challenge-info')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: 'Desafío de Innovación Científica' })).toBeVisible()
  // The prompt cards as seeded read in Spanish too (db/prompt-cards.es.ts).
  await expect(page.getByRole('heading', { name: 'Encuentra un problema que valga la pena resolver' })).toBeVisible()
  await page.getByRole('link', { name: 'Envía tu proyecto' }).first().click()

  await expect(page.getByRole('heading', { level: 1, name: 'Envía tu invento' })).toBeVisible()
  await page.getByLabel('Nombre del proyecto').fill(name)
  await page.getByLabel('Tu nombre').fill('Lucía Pérez')
  await page.getByLabel('Tu correo electrónico').fill('lucia@example.com')
  await page.getByLabel('Tipo de proyecto').selectOption('video')
  await page.getByLabel('¿Cómo lo compartes?').selectOption('youtube')
  await page.getByLabel('Enlace del proyecto').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await page.getByLabel('Imagen del proyecto').setInputFiles(await pngFile('cometa.png'))
  await page.getByLabel(/Soy la madre, el padre o el tutor/).check()
  // No description yet: the browser's check (with JS) or the server's (without) says so in Spanish.
  await page.getByRole('button', { name: 'Enviar el proyecto' }).click()
  await expect(page.getByText('Falta la descripción')).toBeVisible()
  if (!jsEnabled(testInfo)) {
    // Without JS the page came back from the server: the chosen picture must be chosen again.
    await page.getByLabel('Imagen del proyecto').setInputFiles(await pngFile('cometa.png'))
    await page.getByLabel(/Soy la madre, el padre o el tutor/).check()
  }
  await page.getByLabel('Descripción del proyecto').fill('Una cometa que mide el viento.')
  await page.getByRole('button', { name: 'Enviar el proyecto' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Tu proyecto se ha enviado' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Tu enlace privado' })).toBeVisible()
  await expect(page.getByTestId('private-link')).toContainText('/my-project/')
  const privateLink = page.url()

  // English, from the menu (on a phone, inside the menu panel): the same page, in English.
  if (jsEnabled(testInfo)) await page.getByRole('button', { name: 'Abrir el menú' }).click()
  else await page.goto(`${privateLink}${privateLink.includes('?') ? '&' : '?'}menu=open`)
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Your project was submitted' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(new URL(privateLink).pathname)

  // Remembered: the next page is English too, though the browser still asks for Spanish.
  await page.goto('/submission')
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Innovation' })).toBeVisible()
})
