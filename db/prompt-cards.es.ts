/**
 * Las 9 tarjetas de instrucciones de la página del desafío (db/prompt-cards.ts) en español, cada una bajo el
 * `goal` inglés de su semilla. La tabla guarda las palabras del organizador: una tarjeta que sigue tal cual
 * se sembró se muestra en español con estas; una que el organizador añadió o cambió, como la escribió
 * (listPromptCards en app/features/event/playbook.server.ts). Los nombres de las herramientas se quedan
 * como los escriben ellas; category es una clave, no una palabra: el compilador la ata a la inglesa.
 */
import type { promptCards } from './prompt-cards'

type SeededCard = (typeof promptCards)[number]

export type SpanishPromptCards = {
  readonly [Card in SeededCard as Card['goal']]: {
    goal: string
    bestTool: string
    whyAwesome: string
    starterPrompt: string
    category: Card['category']
  }
}

export const spanishPromptCards: SpanishPromptCards = {
  'Find a problem worth solving': {
    goal: 'Encuentra un problema que valga la pena resolver',
    bestTool: 'ChatGPT, Claude o Gemini',
    whyAwesome:
      'Los grandes inventos empiezan con un problema real. La IA puede ayudarte a descubrir problemas de todos los días en los que quizá nunca te habías fijado.',
    starterPrompt:
      'Tengo [edad] años, me encanta inventar cosas y me gusta mucho [afición o tema]. Ayúdame a hacer una lluvia de ideas con 10 problemas de todos los días que tienen los niños o las familias en [un lugar, como mi cocina, mi escuela o mi jardín]. Para cada problema, escribe una frase que explique por qué es importante. Después, pregúntame cuáles son los 3 que más me interesan para que pensemos juntos en ellos.',
    category: 'general',
  },
  'Understand the science behind your idea': {
    goal: 'Descubre la ciencia que hay detrás de tu idea',
    bestTool: 'Claude o Gemini',
    whyAwesome:
      'Saber por qué algo funciona te ayuda a que funcione mejor, y hará que tu presentación brille.',
    starterPrompt:
      'Explícale la ciencia de [la idea de mi invento] a alguien de [edad] años. Usa un ejemplo sencillo de la vida diaria y luego haz una lista con las 3 palabras científicas más importantes que debería conocer y lo que significa cada una. Termina con una pregunta que pueda investigar por mi cuenta para aprender más.',
    category: 'science',
  },
  'Plan a fair experiment to test your idea': {
    goal: 'Planea un experimento justo para probar tu idea',
    bestTool: 'ChatGPT o Claude',
    whyAwesome:
      'Los científicos de verdad ponen a prueba sus ideas. Un buen plan le muestra al jurado que puedes demostrar que tu invento funciona.',
    starterPrompt:
      'Quiero comprobar si [mi invento] de verdad [lo que debería hacer]. Ayúdame a planear un experimento sencillo y seguro que pueda hacer en casa con un adulto. Dime qué tengo que cambiar, qué tengo que dejar igual, qué tengo que medir y cuántas veces debo repetirlo. Dame una tabla que pueda completar con mis resultados.',
    category: 'science',
  },
  'Sketch a prototype of your invention': {
    goal: 'Haz un boceto de tu invento',
    bestTool: 'Canva Magic Media o Microsoft Designer',
    whyAwesome:
      'Un dibujo ayuda a que todos entiendan tu idea en segundos, incluso antes de que la construyas.',
    starterPrompt:
      'Crea un boceto claro y colorido de un invento llamado [nombre del invento]. Es [tamaño y forma], está hecho de [materiales] y ayuda a [quién] a [lo que hace]. Muéstralo de lado, con etiquetas que señalen [parte 1], [parte 2] y [parte 3]. Estilo: un plano de inventor, alegre y sencillo, sobre fondo blanco.',
    category: 'image',
  },
  'Design a logo for your project': {
    goal: 'Diseña un logotipo para tu proyecto',
    bestTool: 'Canva',
    whyAwesome:
      'Un logotipo le da a tu invento una identidad propia y hace que tu proyecto parezca el de una empresa de verdad.',
    starterPrompt:
      'Diseña un logotipo sencillo y divertido para mi invento, que se llama [nombre del invento] y sirve para [lo que hace, en pocas palabras]. Usa los colores [color 1] y [color 2] e incluye un pequeño icono de [objeto o símbolo]. Que sea limpio, para que se siga viendo bien aunque sea muy pequeño. Muéstrame 3 ideas diferentes.',
    category: 'design',
  },
  'Build a simple website for your invention': {
    goal: 'Crea un sitio web sencillo para tu invento',
    bestTool: 'Replit, con la cuenta de un adulto',
    whyAwesome:
      'Con un sitio web, cualquier persona del mundo puede descubrir tu invento, y de paso aprendes a programar de verdad.',
    starterPrompt:
      'Ayúdame a crear con HTML y CSS un sitio web de una sola página para mi invento [nombre del invento]. Necesita un título grande, un espacio para una imagen, una sección llamada “El problema” sobre [problema], otra llamada “Mi solución” sobre [cómo funciona] y una sección “Conoce a quien lo inventó”. Usa los colores [color 1] y [color 2]. Explícame cada parte del código con palabras sencillas para que pueda cambiarla por mi cuenta.',
    category: 'code',
  },
  'Write a script for your pitch video': {
    goal: 'Escribe el guion de tu video de presentación',
    bestTool: 'ChatGPT o Claude',
    whyAwesome:
      'Un guion claro te da confianza delante de la cámara y te ayuda a contar toda tu historia en un video corto.',
    starterPrompt:
      'Ayúdame a escribir el guion de un video de presentación de 60 segundos para mi invento [nombre del invento]. Tengo [edad] años. Empieza con una pregunta sobre [problema] que llame la atención, explica cómo funciona mi invento en 3 pasos sencillos, cuenta cómo lo puse a prueba y termina diciendo por qué es importante. Añade notas entre paréntesis con lo que hay que mostrar en pantalla en cada parte.',
    category: 'video',
  },
  'Create a jingle for your invention': {
    goal: 'Crea una cancioncita pegadiza para tu invento',
    bestTool: 'Una herramienta de música como Soundtrap o GarageBand, con un adulto',
    whyAwesome:
      'Una melodía pegadiza hace que la gente se acuerde de tu invento y le da un toque divertido a tu video o a tu presentación.',
    starterPrompt:
      'Escribe una cancioncita corta y pegadiza (de 4 a 8 versos) para mi invento [nombre del invento], que ayuda a [quién] a [lo que hace]. Que sea [alegre, divertida o tranquila] y fácil de cantar para los niños. Propón un ritmo sencillo y dime qué instrumentos podría usar para grabarla por mi cuenta.',
    category: 'audio',
  },
  'Get friendly feedback to improve your idea': {
    goal: 'Pide comentarios amables para mejorar tu idea',
    bestTool: 'Claude o Gemini',
    whyAwesome:
      'Los grandes inventores mejoran sus ideas muchas veces. Unos comentarios sinceros te muestran qué probar a continuación.',
    starterPrompt:
      'Imagina que formas parte del jurado de una feria de ciencias para niños y que eres amable, pero sincero. Este es mi invento: [describe tu invento, el problema que resuelve y cómo lo pusiste a prueba]. Dime 3 cosas geniales que tiene, 3 preguntas que el jurado podría hacerme y 2 ideas para que la próxima versión sea todavía mejor. No reescribas mi proyecto por mí.',
    category: 'general',
  },
}
