import type en from '../en/event'

// La pestaña Evento de la organización (/admin/event): los formularios de sus secciones, las etiquetas, las
// ayudas y los mensajes de sus campos, el plazo de envío, la pregunta de la zona horaria, el nuevo desafío y
// el archivo; la línea del panel sobre el plazo de envío y el aviso de fecha pasada de los certificados
// también dicen algunas de estas palabras. Los textos propios de la organización no están aquí.
export default {
  'event.page.title': 'Evento',
  'event.page.intro':
    'Tu evento, con tus propias palabras. Cada sección empieza con los textos predeterminados: cámbialos y guarda, y todas las páginas mostrarán el cambio al instante.',
  'event.page.seeAgenda': 'Ver el programa',
  'event.tooLong':
    'No se guardó nada: los textos eran más largos de lo que la pestaña Evento admite en un solo guardado. Acorta los textos más largos y vuelve a guardar.',

  'event.menu.title': 'En esta página',
  'event.section.window': 'Plazo de envío',
  'event.section.event': 'Evento',
  'event.section.club': 'Club',
  'event.section.agenda': 'Programa',
  'event.section.challenge': 'Desafío',
  'event.section.languages': 'Idiomas',
  'event.languages.description':
    'Los idiomas en los que se ofrece el sitio. Cada visitante lo lee en el primero de los idiomas de su navegador que ofrezca el club (si no, en el predeterminado), y cualquiera puede elegir otro en el menú de la parte de arriba de cada página.',
  'event.languages.default': 'Idioma predeterminado',
  'event.languages.offered': 'Idiomas ofrecidos',
  'event.languages.alwaysOffered': 'El idioma predeterminado siempre se ofrece.',
  'event.languages.save': 'Guardar idiomas',
  'event.languages.saved': 'Idiomas guardados',
  'event.languages.unknown': 'Elige un idioma de la lista.',
  'event.words.title': 'Escribir la agenda y el desafío en',
  'event.words.hint':
    'Si un idioma todavía no tiene textos propios para la agenda o el desafío, quienes lo leen ven los del idioma predeterminado ({{language}}), que aparecen en el formulario hasta que guardes. El día del evento, el club y sus enlaces son los mismos en todos los idiomas.',
  'event.words.inLanguage': 'Textos en',
  'event.section.newChallenge': 'Empezar un nuevo desafío',

  'event.reset.summary': 'Volver a lo predeterminado',
  'event.reset.warning':
    'Todos los textos de la sección {{section}} vuelven a los predeterminados. Perderás los cambios que hiciste en ella.',
  'event.reset.pending': 'Restableciendo…',
  'event.reset.defaultWords': 'Textos predeterminados',
  'event.save.pending': 'Guardando…',
  'event.savedDetail': 'Todas las páginas ya muestran el cambio.',

  'event.datePassed.title': 'La fecha del evento, {{date}}, ya pasó.',
  'event.datePassed.detail': 'El programa, la página del desafío y los certificados todavía la muestran.',
  'event.datePassed.change': 'Cambiar la fecha',

  'event.hint.paragraphs': 'Texto sin formato: deja una línea en blanco entre párrafos.',
  'event.hint.oneALine': 'Uno por línea.',
  'event.list.moveUp': 'Subir',
  'event.list.moveDown': 'Bajar',
  'event.list.remove': 'Quitar',
  'event.list.moreOf': 'de {{item}}',

  'event.field.required': 'El campo «{{label}}» es obligatorio',
  'event.field.tooLong': 'El campo «{{label}}» admite como máximo {{max}} caracteres',
  'event.field.unshowable': 'El campo «{{label}}» tiene caracteres que no se pueden mostrar',
  'event.field.link':
    'El campo «{{label}}» debe ser una dirección web completa que empiece por https:// o http://',
  'event.field.time': 'El campo «{{label}}» debe ser una hora, como 13:00',
  'event.field.day': 'El campo «{{label}}» debe ser un día, como 2025-05-31',
  'event.field.noSuchDay': 'El campo «{{label}}» no es un día del calendario',
  'event.field.zone': 'El campo «{{label}}» no es el nombre de una zona horaria',
  'event.field.unknownZone':
    '«{{name}}» no es el nombre de una zona horaria. Usa uno como Europe/Madrid o America/Mexico_City.',
  'event.field.email': 'El campo «{{label}}» debe ser una dirección de correo electrónico válida',

  'event.event.save': 'Guardar evento',
  'event.event.reset': 'Restablecer el evento',
  'event.event.saved': 'Evento guardado',
  'event.event.wasReset': 'Se restablecieron los textos predeterminados del evento',
  'event.event.description':
    'El día y el horario que muestran el programa y la página del desafío. El año es el de la línea de copyright; el día, el de los certificados; y la página de privacidad conserva los datos hasta tres meses después.',
  'event.field.date': 'Fecha',
  'event.field.startTime': 'Hora de inicio',
  'event.field.endTime': 'Hora de fin',
  'event.field.timeZone': 'Zona horaria',
  'event.field.access': 'Acceso',
  'event.field.place': 'Lugar',
  'event.event.endBeforeStart': 'La hora de fin debe ser posterior a la de inicio',
  'event.event.timeZoneHint':
    'Un nombre como Europe/Madrid o America/Mexico_City: todas las fechas y horas del sitio se escriben en esa zona.',
  'event.event.accessHint': 'Por ejemplo, Solo con invitación o Gratis, todos bienvenidos.',
  'event.event.placeHint': 'Opcional: el programa lo muestra junto a la fecha y la hora.',
  'event.event.zoneQuestion':
    'Todavía no se ha guardado nada: la nueva zona horaria cambia el plazo de envío. ¿Qué prefieres?',

  'event.club.save': 'Guardar club',
  'event.club.reset': 'Restablecer el club',
  'event.club.saved': 'Club guardado',
  'event.club.wasReset': 'Se restablecieron los textos predeterminados del club',
  'event.club.description':
    'El nombre y el logo de tu club en la cabecera, el pie de página y los certificados; los enlaces del pie de página; la dirección a la que escriben las familias.',
  'event.field.clubName': 'Nombre del club',
  'event.field.videoChannelUrl': 'Enlace al canal de vídeo',
  'event.field.aboutUrl': 'Enlace «Sobre el club»',
  'event.field.contactEmail': 'Correo de contacto',
  'event.club.logo': 'Logo',
  'event.club.logoNow': 'El logo actual',
  'event.club.logoHint':
    'Una imagen PNG, JPEG o WebP de 1 MB como máximo; queda mejor si es cuadrada. Déjalo vacío para mantener el logo actual.',
  'event.club.logoType': 'El logo debe ser una imagen PNG, JPEG o WebP',
  'event.club.logoTooLarge': 'El logo debe ocupar como máximo 1 MB',
  'event.club.logoUnreadable': 'No se puede leer esta imagen. Prueba con otro archivo PNG, JPEG o WebP.',
  'event.club.contactEmailHint':
    'La página de privacidad se la da a las familias que quieran cambiar o borrar sus datos.',

  'event.agenda.save': 'Guardar programa',
  'event.agenda.reset': 'Restablecer el programa',
  'event.agenda.saved': 'Programa guardado',
  'event.agenda.wasReset': 'Se restablecieron los textos predeterminados del programa',
  'event.agenda.description':
    'El horario de la página del programa, la charla principal, el botón para apuntarse a traer comida y los guías destacados.',
  'event.agenda.timeline': 'Horario',
  'event.agenda.slot': 'Franja {{number}}',
  'event.agenda.slotInSentence': 'franja {{number}}',
  'event.agenda.addSlot': 'Añadir franja',
  'event.agenda.more': 'Descripción, puntos, guías y botón',
  'event.field.start': 'Inicio',
  'event.field.end': 'Fin',
  'event.field.title': 'Título',
  'event.field.description': 'Descripción',
  'event.field.points': 'Puntos',
  'event.field.slotGuides': 'Guías',
  'event.agenda.guidesAtHand': 'Guías disponibles',
  'event.field.buttonLabel': 'Texto del botón',
  'event.field.buttonUrl': 'Enlace del botón',
  'event.agenda.endBeforeStart': 'El fin debe ser posterior al inicio',
  'event.agenda.buttonHalf': 'Un botón necesita un texto y un enlace',
  'event.agenda.noSlot': 'El programa necesita al menos una franja',
  'event.agenda.tooManySlots': 'Como máximo {{max}} franjas',
  'event.agenda.keynote': 'Charla principal',
  'event.field.keynoteSpeaker': 'Ponente',
  'event.agenda.speakerHint': 'Un papel, no el nombre de un niño o una niña.',
  'event.field.keynoteTagline': 'Descripción del ponente',
  'event.field.keynoteBiography': 'Biografía',
  'event.agenda.food': 'Comida compartida',
  'event.field.foodSignupUrl': 'Enlace para apuntarse a traer comida',
  'event.agenda.foodHint': 'Donde las familias se apuntan para traer algo de comer o de beber.',
  'event.agenda.guides': 'Guías destacados',
  'event.agenda.guide': 'Guía {{number}}',
  'event.agenda.guideInSentence': 'guía {{number}}',
  'event.agenda.addGuide': 'Añadir guía',
  'event.field.guideName': 'Nombre',
  'event.field.guideRole': 'Función',
  'event.field.guideUrl': 'Enlace al perfil',
  'event.agenda.tooManyGuides': 'Como máximo {{max}} guías',

  'event.challenge.save': 'Guardar desafío',
  'event.challenge.reset': 'Restablecer el desafío',
  'event.challenge.saved': 'Desafío guardado',
  'event.challenge.wasReset': 'Se restablecieron los textos predeterminados del desafío',
  'event.challenge.description':
    'Los premios, para qué sirve el desafío y cómo participar, en la página del desafío.',
  'event.challenge.prizes': 'Premios',
  'event.challenge.grandPrize': 'Gran premio',
  'event.challenge.grandPrizeTitle': 'Gran premio: título',
  'event.challenge.grandPrizeDescription': 'Gran premio: descripción',
  'event.challenge.secondPrize': '2.º y 3.er premio',
  'event.challenge.secondPrizeTitle': '2.º y 3.er premio: título',
  'event.challenge.secondPrizeDescription': '2.º y 3.er premio: descripción',
  'event.challenge.bonusPrize': 'Premios extra',
  'event.challenge.bonusPrizeTitle': 'Premios extra: título',
  'event.challenge.bonusPrizeDescription': 'Premios extra: descripción',
  'event.field.challengeTitle': 'Título',
  'event.field.challengeSubtitle': 'Frase bajo el título',
  'event.challenge.titleHint':
    'El encabezado de la página del desafío. Vacío: el del sitio, en el idioma de cada visitante.',
  'event.field.grandPrizeTitle': 'Título del gran premio',
  'event.field.grandPrizeDescription': 'Descripción del gran premio',
  'event.field.secondPrizeTitle': 'Título del 2.º y 3.er premio',
  'event.field.secondPrizeDescription': 'Descripción del 2.º y 3.er premio',
  'event.field.bonusPrizeTitle': 'Título de los premios extra',
  'event.field.bonusPrizeDescription': 'Descripción de los premios extra',
  'event.field.purpose': 'Objetivo',
  'event.challenge.purposeHint':
    '¿En qué consiste el desafío? Texto sin formato: deja una línea en blanco entre párrafos.',
  'event.field.participation': 'Participación',
  'event.challenge.participationHint':
    'Cómo participar: cada párrafo es una norma. Deja una línea en blanco entre ellos.',

  'event.window.state.before': 'Aún no abiertos',
  'event.window.state.closed': 'Cerrados',
  'event.window.state.open': 'Abiertos',
  'event.window.opensOn': 'Los envíos se abren el {{day}} a las {{time}}.',
  'event.window.closed': 'Los envíos están cerrados.',
  'event.window.closesOn': 'Los envíos se cierran el {{day}} a las {{time}}.',
  'event.window.noClose': 'No hay hora de cierre: las familias pueden enviar proyectos en cualquier momento.',
  'event.window.line': 'Envíos: {{state}}.',
  'event.window.change': 'Cambiar el plazo de envío',
  'event.window.hint': 'En la zona horaria del evento ({{zone}}). Déjalo vacío para no poner límite.',
  'event.window.zoneQuestion':
    'Estas horas se fijaron según la {{zone}}; desde entonces, la zona horaria del evento ha cambiado.',
  'event.window.fromUntil': 'Envíos abiertos desde … hasta …',
  'event.window.opens': 'Apertura',
  'event.window.closes': 'Cierre',
  'event.window.save': 'Guardar el plazo de envío',
  'event.window.saving': 'Guardando...',
  'event.window.reset': 'Volver a lo predeterminado',
  'event.window.resetting': 'Restableciendo...',
  'event.window.resetDetail': 'Siempre abierto, como antes de fijar un plazo.',
  'event.window.badOpening': 'Escribe la fecha y la hora de apertura, o déjalo vacío',
  'event.window.badClosing': 'Escribe la fecha y la hora de cierre, o déjalo vacío',
  'event.window.closeBeforeOpen': 'La hora de cierre debe ser posterior a la de apertura',
  'event.window.notChanged': 'El plazo de envío no se cambió. Corrige las horas marcadas abajo.',
  'event.window.saved': 'Plazo de envío guardado',
  'event.window.wasReset': 'Los envíos vuelven a estar abiertos, sin hora de apertura ni de cierre',
  'event.window.zoneStale': 'El plazo de envío no se cambió',
  'event.window.zoneStaleDetail':
    'Mientras tanto, su zona horaria cambió. Revisa las horas y vuelve a elegir.',

  'event.zone.opens': 'Los envíos se abren el {{day}} a las {{time}}.',
  'event.zone.closes': 'Los envíos se cierran el {{day}} a las {{time}}.',
  'event.zone.opensAndCloses':
    'Los envíos se abren el {{openDay}} a las {{openTime}} y se cierran el {{closeDay}} a las {{closeTime}}.',
  'event.zone.change_one':
    'Con la nueva zona horaria serían las {{clocks}}, {{newZone}} (antes eran las {{clocks}}, {{oldZone}}).',
  'event.zone.change_other':
    'Con la nueva zona horaria serían las {{clocks}}, {{newZone}} (antes eran las {{clocks}}, {{oldZone}}).',
  'event.zone.keepWall': 'Mantener las {{clocks}} en la nueva zona',
  'event.zone.keepMoment_one': 'Mantener el mismo momento ({{moments}}, {{zone}})',
  'event.zone.keepMoment_other': 'Mantener los mismos momentos ({{moments}}, {{zone}})',
  'event.zone.both': '{{first}} y {{second}}',
  'event.zone.timeOnDay': '{{time}} del {{day}}',
  'event.zone.cityTime': 'hora de {{city}}',
  'event.zone.utc': 'hora UTC',

  'event.newChallenge.description':
    'Cuando termine el desafío de este año: llévate su archivo y después borra los proyectos para el año que viene.',
  'event.archive.step': '1. Descarga el archivo',
  'event.archive.what':
    'Un zip con la base de datos, todas las fotos y PDF subidos, los resultados (CSV) y un README.txt que explica lo que contiene, para guardarlo fuera de este equipo:',
  'event.archive.restore':
    'lo vuelve a poner en un servidor. Si la descarga se corta antes de terminar, tu navegador te dirá que falló: descárgalo de nuevo.',
  'event.archive.download': 'Descargar el archivo',
  'event.archive.failed': 'No se pudo crear el archivo',
  'event.archive.incomplete':
    'Sin todos los archivos subidos, el zip no estaría completo, así que no se envió: {{reason}}.',
  'event.archive.incompleteFix':
    'Borra el proyecto al que pertenece ese archivo o restaura una copia de seguridad (docs/backup.md), y vuelve a descargar el zip.',
  'event.archive.back': 'Volver a la pestaña Evento',
  'event.newChallenge.step': '2. Empieza el nuevo desafío',
  'event.newChallenge.copyFirst':
    'Primero, el servidor guarda una copia completa de esta temporada en su carpeta de copias de seguridad, como',
  'event.newChallenge.copyFolder': 'season-<fecha>',
  'event.newChallenge.copyFolderAfter':
    ', hayas descargado o no el archivo. Si la copia no se puede hacer, no se borra nada.',
  'event.newChallenge.removed':
    'Después se borran del sitio: {{projects}} con sus {{files}} y {{scores}}, las asignaciones de los jueces y sus abstenciones, los enlaces privados, los registros de consentimiento y los números de mesa.',
  'event.count.projects_one': '{{count}} proyecto',
  'event.count.projects_other': '{{count}} proyectos',
  'event.count.files_one': '{{count}} archivo',
  'event.count.files_other': '{{count}} archivos',
  'event.count.scores_one': '{{count}} puntuación',
  'event.count.scores_other': '{{count}} puntuaciones',
  'event.newChallenge.kept':
    'Se conservan: los jueces (con la sesión cerrada y marcados como inactivos: en la pestaña Jueces, activa a los que vuelvan), los criterios, los ajustes y los datos del evento. Los resultados vuelven a «En vivo», se abre la puntuación y los envíos siguen cerrados hasta que fijes el nuevo plazo de envío.',
  'event.newChallenge.confirm': 'Para confirmar, escribe el nombre del desafío: {{name}}',
  'event.newChallenge.wrongName': 'Escribe el nombre del desafío exactamente como aparece: {{name}}',
  'event.newChallenge.start': 'Empezar un nuevo desafío',
  'event.newChallenge.starting': 'Empezando…',
  'event.newChallenge.notStarted': 'No se borró nada y el nuevo desafío no empezó. {{reason}}',
  'event.newChallenge.started': 'Ha empezado un nuevo desafío',
  'event.newChallenge.startedCopy': 'Primero se guardó una copia de toda la temporada en {{folder}}.',
  'event.newChallenge.startedRemoved': 'Después se borraron {{projects}} y {{files}}.',
  'event.newChallenge.startedJudges_one':
    '{{count}} juez quedó inactivo y se cerró la sesión de todos los jueces: en la pestaña Jueces, activa a los que vuelvan.',
  'event.newChallenge.startedJudges_other':
    '{{count}} jueces quedaron inactivos y se cerró la sesión de todos los jueces: en la pestaña Jueces, activa a los que vuelvan.',
  'event.newChallenge.startedClosed': 'Los envíos están cerrados hasta que fijes el nuevo plazo de envío.',
  'event.newChallenge.newDates': 'Actualiza las fechas del nuevo desafío',
} satisfies Record<keyof typeof en, string>
