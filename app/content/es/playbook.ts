/**
 * La página de la guía de IA (/ai-playbook) en español: las palabras por defecto de ../playbook.ts, con la
 * misma forma y los mismos valores que no son texto. Los nombres de las herramientas y de sus productos
 * (Magic Media, SongStarter, Canva para Educación, BandLab for Education) se quedan como los escriben ellas;
 * category y difficulty son claves (la página elige sus colores con ellas), no palabras: se quedan en inglés.
 * Las normas de edad de las herramientas cambian: revisa las condiciones de cada una al actualizar este archivo.
 */
import type {
  playbookIntro as englishIntro,
  playbookTips as englishTips,
  playbookTools as englishTools,
  workedExamples as englishExamples,
} from '../playbook'
import type { Widen } from './widen'

export type PlaybookIntro = Widen<typeof englishIntro>
export type PlaybookTools = Widen<typeof englishTools>
export type WorkedExamples = Widen<typeof englishExamples>
export type PlaybookTips = Widen<typeof englishTips>

export const playbookIntro: PlaybookIntro = {
  intro: {
    title: 'Guía de IA',
    subtitle: 'Tu guía para inventar, construir y compartir con herramientas de IA.',
    paragraphs: [
      'Las herramientas de IA pueden ser una gran ayuda para los jóvenes inventores. Pueden explicarte temas de ciencia difíciles, dibujar bocetos de tus ideas, programar contigo y ayudarte a contar tu historia.',
      'Pero quien inventa sigues siendo tú: tú eliges el problema, tomas las decisiones y compruebas los resultados. Explora con un adulto las herramientas de abajo, prueba un ejemplo paso a paso y lee nuestros consejos antes de empezar.',
    ],
  },
  toolsSection: {
    heading: 'Herramientas de IA para probar',
    intro:
      'Ocho herramientas que nos gustan, desde algunas muy fáciles para empezar hasta retos más grandes. Cada una indica su categoría y lo difícil que es aprender a usarla.',
  },
  examplesSection: {
    heading: 'Ejemplos paso a paso',
    intro: 'Descubre cómo dos inventores imaginarios combinaron varias herramientas de IA, paso a paso.',
  },
  tipsSection: {
    heading: 'Consejos para jóvenes inventores',
    intro: 'Tenlos en cuenta cada vez que uses la IA.',
  },
}

export const playbookTools: PlaybookTools = [
  {
    name: 'ChatGPT',
    category: 'General AI',
    difficulty: 'Beginner',
    description:
      'Un asistente de chat de OpenAI que responde preguntas, propone ideas y explica las cosas con palabras sencillas.',
    features: [
      'Lluvia de ideas sobre problemas y soluciones',
      'Explicaciones de ciencia a tu nivel',
      'Ayuda para planear experimentos y escribir guiones',
    ],
    url: 'https://chatgpt.com',
    grownUpNote:
      'Hay que tener al menos 13 años, y los adolescentes necesitan el permiso de su padre o su madre. Los inventores más pequeños lo usan junto a un adulto, con la cuenta del adulto.',
  },
  {
    name: 'Claude',
    category: 'General AI',
    difficulty: 'Beginner',
    description:
      'Un asistente de chat de Anthropic, atento y cuidadoso: ideal para explicaciones detalladas, comentarios sobre tu trabajo y planes paso a paso.',
    features: [
      'Explicaciones claras y pacientes',
      'Comentarios amables sobre tus ideas',
      'Lee textos largos y los resume',
      'Te ayuda a escribir y mejorar código',
    ],
    url: 'https://claude.ai',
    grownUpNote:
      'Las cuentas de Claude son para adultos (18 años o más): un adulto inicia sesión y trabaja a tu lado.',
  },
  {
    name: 'Adobe Firefly',
    category: 'Image Generation',
    difficulty: 'Intermediate',
    description:
      'El generador de imágenes de Adobe convierte una descripción escrita en imágenes: muy útil para crear el arte conceptual de tu invento.',
    features: [
      'Crea imágenes a partir de una descripción de texto',
      'Cambia estilos, colores e iluminación',
      'Añade o quita partes de una imagen con el relleno generativo',
    ],
    url: 'https://firefly.adobe.com',
    grownUpNote: 'Hace falta una cuenta de Adobe: la crea un adulto, que te acompaña mientras la usas.',
  },
  {
    name: 'Canva',
    category: 'Design',
    difficulty: 'Beginner',
    description:
      'Una herramienta de diseño en línea muy fácil de usar, con miles de plantillas y funciones de IA integradas para hacer carteles, logotipos y diapositivas.',
    features: [
      'Plantillas para carteles, logotipos y presentaciones',
      'Magic Media para crear imágenes a partir de texto',
      'Edición con arrastrar y soltar',
      'Comparte tus diapositivas o descárgalas en PDF',
    ],
    url: 'https://www.canva.com',
    grownUpNote:
      'Los menores de 13 años usan Canva con su padre o su madre, o en una clase de Canva para Educación creada por su docente.',
  },
  {
    name: 'Teachable Machine',
    category: 'Programming',
    difficulty: 'Intermediate',
    description:
      'Una herramienta gratuita de Google con la que puedes entrenar tu propio modelo de aprendizaje automático en el navegador, sin necesidad de programar.',
    features: [
      'Enseña a una máquina a reconocer imágenes, sonidos o posturas',
      'Entrénala con tu cámara web o tu micrófono',
      'Exporta tu modelo para usarlo en un sitio web o una app',
    ],
    url: 'https://teachablemachine.withgoogle.com',
  },
  {
    name: 'Replit',
    category: 'Programming',
    difficulty: 'Advanced',
    description:
      'Un estudio de programación en línea donde escribes, ejecutas y publicas código de verdad, con un asistente de IA que te ayuda a crearlo y a corregirlo.',
    features: [
      'Programa en el navegador, sin instalar nada',
      'Ayuda de IA para escribir y explicar código',
      'Publica un sitio web y comparte el enlace',
    ],
    url: 'https://replit.com',
    grownUpNote:
      'Hace falta una cuenta (13 años o más) y algunas funciones de IA son de pago: pídele a un adulto que te la configure.',
  },
  {
    name: 'CapCut',
    category: 'Video Creation',
    difficulty: 'Intermediate',
    description:
      'Un editor de video para teléfonos y computadoras, con ayudantes de IA que le dan un acabado profesional al video de tu proyecto.',
    features: [
      'Subtítulos automáticos',
      'Voces que leen tu texto en voz alta',
      'Plantillas, transiciones y música',
      'Eliminación del fondo',
    ],
    url: 'https://www.capcut.com',
    grownUpNote:
      'Hace falta una cuenta (13 años o más): un adulto la configura y lo revisa todo antes de que compartas nada.',
  },
  {
    name: 'BandLab',
    category: 'Audio',
    difficulty: 'Intermediate',
    description:
      'Un estudio de música en línea y gratuito, con ideas de canciones creadas por IA: perfecto para grabar una melodía pegadiza o la música de fondo de tu video.',
    features: [
      'SongStarter, una IA que te da ideas de ritmos y melodías',
      'Graba tu voz e instrumentos en el navegador',
      'Biblioteca de bucles y sonidos',
      'Masterización automática para pulir tu pista',
    ],
    url: 'https://www.bandlab.com',
    grownUpNote:
      'Hace falta una cuenta (13 años o más): los inventores más pequeños lo usan con un adulto o en una clase de BandLab for Education de su escuela.',
  },
]

export const workedExamples: WorkedExamples = [
  {
    title: 'La alarma de la planta sedienta',
    summary:
      'Una joven inventora se dio cuenta de que las plantas de su casa se secaban una y otra vez, y construyó una alarma sencilla que avisa cuando la tierra está demasiado seca.',
    steps: [
      'Le pidió a ChatGPT una lluvia de ideas sobre problemas cotidianos en casa y eligió el de las plantas que su familia siempre se olvidaba de regar.',
      'Le pidió a Claude que le explicara cómo se mueve el agua por la tierra y por qué la tierra mojada conduce la electricidad mejor que la seca.',
      'Con la ayuda de un adulto, construyó un prototipo con dos clavos, una pila, un zumbador y cables; luego lo probó en macetas secas y mojadas y anotó los resultados.',
      'Diseñó en Canva un logotipo y un cartel que explica cómo funciona la alarma.',
      'Grabó un video de presentación de un minuto, le puso subtítulos en CapCut y lo envió como proyecto de tipo video.',
    ],
    toolsUsed: ['ChatGPT', 'Claude', 'Canva', 'CapCut'],
  },
  {
    title: 'El ayudante para separar el reciclaje',
    summary:
      'Dos hermanos le enseñaron a una computadora a reconocer papel, plástico y latas, para que su familia siempre tire la basura en el contenedor correcto.',
    steps: [
      'Reunieron muestras limpias de papel, plástico y latas, y les sacaron fotos con la cámara web en Teachable Machine.',
      'Entrenaron el modelo, lo probaron con objetos nuevos y añadieron más fotos de los casos en los que se equivocaba.',
      'Le pidieron a Claude que los ayudara a entender el código de una página web sencilla que usa su modelo, y la crearon en Replit con la cuenta de su madre o su padre.',
      'Grabaron en BandLab una cancioncita pegadiza, “¡Sepáralo bien!”, que suena cuando se reconoce un objeto.',
      'Compartieron el enlace del sitio web como proyecto de tipo “Sitio web/Código” y explicaron qué partes hicieron ellos mismos.',
    ],
    toolsUsed: ['Teachable Machine', 'Claude', 'Replit', 'BandLab'],
  },
]

export const playbookTips: PlaybookTips = [
  {
    title: 'Protégete',
    text: 'Nunca compartas datos personales con las herramientas de IA: ni tu nombre completo, ni tu dirección, ni tu escuela, ni tu número de teléfono, ni tus contraseñas, ni fotos tuyas. Usa la IA con un adulto cerca y cuéntale si algo te parece raro.',
  },
  {
    title: 'Da detalles',
    text: 'Cuantos más detalles des, mejor será la respuesta. Di quién eres, qué quieres y cómo lo quieres, por ejemplo: “explícamelo como si tuviera 10 años, en 5 frases cortas”. Si la respuesta no es la que buscas, vuelve a preguntar de otra manera.',
  },
  {
    title: 'Comprueba los datos',
    text: 'La IA puede sonar muy segura y aun así equivocarse. Comprueba los datos importantes en un libro, en un sitio web de confianza o con un adulto, y prueba tu invento de verdad.',
  },
  {
    title: 'Quien inventa eres tú',
    text: 'Deja que la IA te ayude, pero que las ideas y las decisiones sean tuyas. Cuando envíes tu proyecto, cuéntale al jurado qué herramientas usaste y qué hiciste tú.',
  },
]
