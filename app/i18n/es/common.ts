import type en from '../en/common'

// Las palabras que comparten todas las páginas: la cabecera y el pie del sitio, el menú de idioma.
export default {
  'skip.toContent': 'Ir al contenido',
  'menu.open': 'Abrir el menú',
  'menu.close': 'Cerrar el menú',
  'language.label': 'Idioma',
  'language.choose': 'Cambiar',
  'footer.explore': 'Explora',
  'footer.follow': 'Síguenos',
  'footer.privacy': 'Privacidad',
  'footer.rights': '© {{year}} {{club}}. Todos los derechos reservados.',
  'projects.count_one': '{{count}} proyecto',
  'projects.count_other': '{{count}} proyectos',
} satisfies Record<keyof typeof en, string>
