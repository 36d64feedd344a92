/**
 * Los 5 criterios de puntuación de la semilla (db/seed.ts) en español: su nombre, su descripción y las
 * palabras de sus niveles, bajo el nombre inglés de cada uno. Se guardan como las palabras en español del
 * criterio (criterion_words) al sembrar una base nueva, y la migración 0027 las añade a una base que aún
 * tiene el criterio tal cual se sembró. Desde ahí son del organizador: las cambia en el diálogo del criterio.
 */
import type { defaultCriteria } from './seed'

type SeededName = (typeof defaultCriteria)[number]['name']

export const spanishLevels = [
  { from: 0, word: 'Empezando' },
  { from: 4, word: 'Avanzando' },
  { from: 7, word: 'Muy bien' },
  { from: 9, word: 'Excelente' },
]

export const spanishCriteria: Record<SeededName, { name: string; description: string }> = {
  Originality: {
    name: 'Originalidad',
    description:
      'Una idea nueva, o un giro nuevo a un problema de siempre, contada con sus propias palabras.',
  },
  'Meaningful use of AI': {
    name: 'Buen uso de la IA',
    description: 'La IA ayuda al proyecto a hacer algo que sin ella no haría igual de bien.',
  },
  'Scientific thinking': {
    name: 'Pensamiento científico',
    description: 'Una pregunta clara, una idea de cuál puede ser la respuesta y razones que tienen sentido.',
  },
  'Making and testing': {
    name: 'Construir y probar',
    description: 'Se construyó o se probó algo, y lo que pasó sirvió para mejorarlo.',
  },
  Presentation: {
    name: 'Presentación',
    description: 'El proyecto se entiende bien y muestra lo que aprendió quien lo inventó.',
  },
}
