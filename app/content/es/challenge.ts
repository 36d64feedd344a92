/**
 * La página del desafío (/challenge-info) en español: las palabras por defecto de ../challenge.ts, con la
 * misma forma y los mismos valores que no son texto (las claves de los tipos de proyecto, las rutas).
 */
import type { challenge as englishChallenge } from '../challenge'
import type { Widen } from './widen'

export type Challenge = Widen<typeof englishChallenge>

export const challenge: Challenge = {
  hero: {
    eyebrow: 'Kids Startup Club presenta',
    title: 'Desafío de Innovación Científica',
    subtitle:
      'Inventa algo nuevo, usa la IA para que te ayude a construirlo y compártelo con una comunidad de jóvenes inventores.',
  },
  purpose: {
    heading: '¿En qué consiste el desafío?',
    paragraphs: [
      '¡Queremos ver tus inventos originales! Piensa en un problema que te importe, en casa, en la escuela o en el mundo, e imagina una forma de resolverlo.',
      'Las herramientas de IA son buenas ayudantes. Úsalas con sentido: para buscar ideas, entender la ciencia, diseñar, programar o poner a prueba tu idea. La gran idea y las decisiones son tuyas.',
      'Ninguna idea es demasiado pequeña. Un aparato ingenioso, un experimento científico, una app o una historia sobre cómo funciona algo pueden ser inventos increíbles.',
    ],
  },
  submissionTypes: {
    heading: 'Formas de compartir tu proyecto',
    intro: 'Elige el formato que mejor muestre tu invento. Lo decides al enviarlo.',
    types: [
      {
        key: 'video',
        label: 'Video',
        description:
          'Comparte el enlace a un video corto en el que muestres tu invento y expliques cómo funciona.',
      },
      {
        key: 'photo',
        label: 'Foto',
        description: 'Sube fotos de tu invento, de tus bocetos y de los pasos que seguiste para construirlo.',
      },
      {
        key: 'pdf',
        label: 'PDF/Diapositivas',
        description:
          'Sube un PDF o comparte el enlace a unas diapositivas que cuenten la historia de tu idea, del problema a la solución.',
      },
      {
        key: 'website',
        label: 'Sitio web/Código',
        description:
          'Comparte el enlace a un sitio web, una app o un proyecto de programación que hayas creado, por ejemplo en Replit.',
      },
    ],
  },
  guidelines: {
    heading: 'Cómo participar',
    items: [
      'Participa por tu cuenta o en equipo con tu familia. Los adultos pueden ayudar, pero las ideas tienen que venir de los jóvenes inventores.',
      'Puedes enviar tu proyecto más de una vez. Comparte versiones nuevas para mostrar cómo ha crecido y mejorado tu invento.',
      'Todos los proyectos se envían a través de esta plataforma, con el botón “Envía tu proyecto”.',
      'Cuéntanos cómo usaste la IA y qué partes hiciste tú. La honestidad también forma parte de ser un gran inventor.',
    ],
  },
  prizes: {
    heading: 'Premios',
    intro: 'Para nosotros, cada inventor que participa ya ha ganado, ¡y además hay premios de verdad!',
    prizes: [
      {
        place: 'Gran premio',
        title: '2 entradas para una conferencia',
        description: 'Dos entradas para una conferencia inspiradora en junio de 2025, para ti y un adulto.',
      },
      {
        place: 'Segundo y tercer premio',
        title: 'Premios del patrocinador',
        description: 'Premios geniales para el segundo y el tercer puesto, cortesía de nuestro patrocinador.',
      },
      {
        place: 'Premios extra',
        title: 'Para otros participantes',
        description:
          'Premios extra para otros participantes que nos sorprendan con su creatividad y su esfuerzo.',
      },
    ],
  },
  promptGuide: {
    heading: 'Guía de prompts para la IA',
    intro:
      '¿No sabes bien cómo pedirle ayuda a una IA? Empieza con una de estas tarjetas. Copia el prompt inicial y cambia las partes entre [corchetes] por tus propias ideas.',
    emptyText: 'Las tarjetas de prompts están en camino. ¡Vuelve pronto!',
  },
  buttons: {
    submit: { label: 'Envía tu proyecto', to: '/submission' },
    browse: { label: 'Ver otros proyectos', to: '/feed' },
  },
}
