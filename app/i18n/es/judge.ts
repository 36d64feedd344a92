import type en from '../en/judge'

// Las páginas de los jueces: entrar, registrarse y elegir una contraseña nueva, el panel con su lista de
// proyectos, la evaluación, y lo que se le dice al juez (rechazos, avisos, evaluaciones guardadas en la
// tableta).
export default {
  // Títulos de las páginas
  'judge.meta.dashboard': 'Panel del juez',
  'judge.meta.login': 'Acceso para jueces',
  'judge.meta.reset': 'Elige una contraseña nueva',

  // La página de acceso y sus diálogos
  'judge.login.eyebrow': 'Jueces',
  'judge.login.title': 'Acceso para jueces',
  'judge.login.intro': 'Inicia sesión para puntuar los proyectos de los jóvenes inventores.',
  'judge.login.registerLink': '¿Eres juez por primera vez? Regístrate aquí',
  'judge.login.forgotLink': '¿Olvidaste tu contraseña?',
  'judge.login.failed': 'No se pudo iniciar sesión',
  'judge.login.pending': 'Entrando...',
  'judge.login.submit': 'Entrar',
  'judge.login.invalidCredentials': 'Datos de acceso incorrectos',
  'judge.login.doneTitle': 'Has iniciado sesión',
  'judge.login.done': '¡Te damos la bienvenida, {{name}}!',
  'judge.register.title': 'Regístrate como juez',
  'judge.register.description': 'Crea tu cuenta para puntuar proyectos. Todos los campos son obligatorios.',
  'judge.register.failed': 'No se pudo completar el registro',
  'judge.register.approvalNote':
    'La organización aprueba a cada juez nuevo antes de que pueda ver los proyectos y puntuarlos.',
  'judge.register.pending': 'Creando la cuenta...',
  'judge.register.submit': 'Crear mi cuenta de juez',
  'judge.register.duplicateEmail': 'Ya hay un juez con este correo electrónico',
  'judge.register.doneTitle': 'Registro completado',
  'judge.register.done': 'Tu cuenta de juez está creada. Ya puedes iniciar sesión.',
  'judge.forgot.title': 'Restablece tu contraseña',
  'judge.forgot.description':
    'Escribe el correo electrónico de tu cuenta de juez y te enviaremos un enlace para elegir una contraseña nueva.',
  'judge.forgot.pending': 'Enviando...',
  'judge.forgot.submit': 'Enviar las instrucciones',
  'judge.forgot.doneTitle': 'Te enviamos un correo',
  'judge.forgot.done': 'Revisa tu correo: allí encontrarás cómo restablecer tu contraseña.',
  'judge.form.notAccepted': 'No pudimos aceptar tu solicitud. Inténtalo de nuevo.',
  'judge.form.tooManyAttempts_one': 'Demasiados intentos. Espera {{count}} minuto y vuelve a intentarlo.',
  'judge.form.tooManyAttempts_other': 'Demasiados intentos. Espera {{count}} minutos y vuelve a intentarlo.',

  // Los campos de los formularios del juez y sus mensajes
  'judge.field.email': 'Correo electrónico',
  'judge.field.emailAddress': 'Correo electrónico',
  'judge.field.password': 'Contraseña',
  'judge.field.confirmPassword': 'Repite la contraseña',
  'judge.field.fullName': 'Nombre y apellidos',
  'judge.field.expertise': 'Área de especialidad',
  'judge.field.expertisePlaceholder': 'p. ej., robótica, biología, diseño',
  'judge.field.nameRequired': 'Escribe tu nombre y apellidos',
  'judge.field.nameTooLong': 'El nombre debe tener menos de 100 caracteres',
  'judge.field.emailInvalid': 'Escribe un correo electrónico válido',
  'judge.field.emailRequired': 'Escribe tu correo electrónico',
  'judge.field.expertiseRequired': 'Escribe tu área de especialidad',
  'judge.field.expertiseTooLong': 'La especialidad debe tener menos de 200 caracteres',
  'judge.field.passwordShort': 'La contraseña debe tener al menos 6 caracteres',
  'judge.field.passwordLong': 'La contraseña puede tener como máximo 200 caracteres',
  'judge.field.passwordRequired': 'Escribe tu contraseña',
  'judge.field.passwordsDiffer': 'Las contraseñas no coinciden',

  // Elegir una contraseña nueva desde el enlace del correo
  'judge.reset.title': 'Elige una contraseña nueva',
  'judge.reset.intro': 'Elige una contraseña nueva para tu cuenta de juez.',
  'judge.reset.newPassword': 'Contraseña nueva',
  'judge.reset.newPasswordHint': 'Al menos 6 caracteres.',
  'judge.reset.confirm': 'Repite la contraseña nueva',
  'judge.reset.submit': 'Guardar la contraseña nueva',
  'judge.reset.tokenMissing': 'Este enlace para restablecer la contraseña no es válido.',
  'judge.reset.linkInvalid': 'Este enlace para restablecer la contraseña no es válido. Pide uno nuevo.',
  'judge.reset.linkExpired':
    'Este enlace para restablecer la contraseña ha caducado: cada enlace sirve durante 1 hora. Pide uno nuevo.',
  'judge.reset.linkUsed':
    'Este enlace para restablecer la contraseña ya se usó. Pide uno nuevo si lo necesitas.',
  'judge.reset.freshLink':
    'En la página de acceso para jueces, elige «¿Olvidaste tu contraseña?» para recibir un enlace nuevo.',
  'judge.reset.back': 'Volver al acceso para jueces',
  'judge.reset.doneTitle': 'Contraseña actualizada',
  'judge.reset.done': 'Ya puedes iniciar sesión con tu contraseña nueva.',
  'judge.reset.failedTitle': 'Algo salió mal',
  'judge.reset.failed':
    'No pudimos cambiar tu contraseña en este momento. Vuelve a intentarlo dentro de un rato.',

  // El panel
  'judge.dashboard.welcome': 'Hola, {{name}}',
  'judge.dashboard.listTitle': 'Proyectos por evaluar',
  'judge.dashboard.panelTitle': 'Evaluar el proyecto',
  'judge.dashboard.yourScores': 'Tus puntuaciones',
  'judge.dashboard.choose':
    'Elige un proyecto de la lista para puntuarlo. Puedes volver y cambiar tus puntuaciones cuando quieras.',
  'judge.dashboard.startWith': 'Empieza por {{name}}',
  'judge.error.title': 'Error',
  'judge.saving': 'Guardando...',
  'judge.logout': 'Cerrar sesión',
  'judge.progress.none': 'Todavía no tienes proyectos asignados.',
  'judge.progress.reviewed_one': 'Has revisado {{reviewed}} de {{count}} proyecto asignado',
  'judge.progress.reviewed_other': 'Has revisado {{reviewed}} de {{count}} proyectos asignados',
  'judge.connection.online': 'Con conexión',
  'judge.connection.offline': 'Sin conexión',
  'judge.closed.title': 'La puntuación está cerrada.',
  'judge.closed.text':
    'La organización cerró la evaluación para preparar los premios: todavía puedes ver los proyectos y tus puntuaciones, pero ya no puedes cambiarlas.',

  // Un juez que la organización todavía no aprobó, o que desactivó
  'judge.approval.title': 'Tu cuenta está esperando la aprobación de la organización',
  'judge.approval.text':
    '¡Gracias por apuntarte como juez! En cuanto la organización apruebe tu cuenta, aquí aparecerán los proyectos por evaluar y podrás empezar a puntuar.',
  'judge.inactive.title': 'Tu cuenta de juez está desactivada',
  'judge.inactive.status':
    'Tu cuenta de juez está desactivada: la organización no te ha activado para este desafío. Hasta que lo haga, los proyectos y tu lista quedan ocultos y no puedes enviar puntuaciones.',
  'judge.inactive.ask':
    '¿Vas a ser juez esta vez? Pide a la organización que active tu cuenta: tus proyectos aparecerán aquí en cuanto lo haga. ¡Gracias por tu ayuda!',
  'judge.inactive.earlierScores': 'Tus puntuaciones anteriores',
  'judge.inactive.noScores': 'No tienes puntuaciones guardadas.',
  'judge.inactive.stillCount':
    'Lo que diste a cada proyecto, tal como lo guardaste. Estas puntuaciones siguen contando.',
  'judge.inactive.scoreOf': '{{score}} de {{max}}',

  // La lista de proyectos, sus filtros y su orden
  'judge.filter.label': 'Mostrar proyectos',
  'judge.view.queue': 'Por revisar',
  'judge.view.reviewed': 'Revisados',
  'judge.view.all': 'Todos',
  'judge.heading.queue': 'Tu lista',
  'judge.heading.queueHint':
    'Los proyectos que te asignaron y que aún no terminaste; primero los que no empezaste.',
  'judge.heading.reviewed': 'Revisados por ti',
  'judge.heading.reviewedHint': 'Los proyectos que puntuaste en todos los criterios.',
  'judge.heading.all': 'Todos los proyectos',
  'judge.heading.allHint': 'Todos los proyectos abiertos a evaluación, primero los más antiguos.',
  'judge.order.label': 'Orden',
  'judge.order.submission': 'Más antiguos primero',
  'judge.order.table': 'Por mesa',
  'judge.order.tableHint': 'En orden de mesa, para que recorras la sala de una mesa a la siguiente.',
  'judge.list.noProjects':
    'Todavía no hay proyectos por evaluar. Los nuevos proyectos aparecen aquí en cuanto las familias los envían.',
  'judge.list.searchLabel': 'Buscar proyectos',
  'judge.list.searchPlaceholder': 'Buscar proyectos...',
  'judge.list.search': 'Buscar',
  'judge.list.showing': 'Mostrando {{first}}–{{last}} de {{total}}',
  'judge.list.showingMatching': 'Mostrando {{first}}–{{last}} de {{total}} que coinciden con “{{search}}”',
  'judge.list.pages': 'Páginas de proyectos',
  'judge.empty.queueSearch': 'Ningún proyecto de tu lista coincide con “{{search}}”.',
  'judge.empty.reviewedSearch': 'Ningún proyecto que revisaste coincide con “{{search}}”.',
  'judge.empty.allSearch': 'Ningún proyecto coincide con “{{search}}”.',
  'judge.empty.clearSearch': 'Borrar la búsqueda',
  'judge.empty.searchAll': 'Buscar en todos los proyectos',
  'judge.empty.noneReviewed': 'Todavía no revisaste ningún proyecto.',
  'judge.empty.noneReviewedHint': 'Un proyecto aparece aquí cuando lo puntúas en todos los criterios.',
  'judge.empty.toQueue': 'Ir a tu lista',
  'judge.empty.seeAll': 'Ver todos los proyectos',
  'judge.empty.queueDone': 'Tu lista está vacía: ya revisaste todos los proyectos que te asignaron.',
  'judge.empty.queueDoneHint':
    '¡Gracias! Todavía puedes abrir cualquier proyecto en Todos para verlo o cambiar tus puntuaciones.',
  'judge.empty.nothing': 'Todavía no hay nada que revisar.',
  'judge.empty.nothingHint':
    'Los proyectos que te asignen aparecerán aquí. Mientras tanto, puedes ver todos los proyectos en Todos.',
  'judge.project.by': 'de {{author}}',
  'judge.version.new': 'Nueva versión',
  'judge.version.newOf': 'Nueva versión de {{name}}',
  'judge.version.earlierScores': 'Tus puntuaciones anteriores:',
  'judge.review.steppedAside': 'Te apartaste',
  'judge.review.savedOnTablet': 'Guardado en esta tableta',
  'judge.review.reviewed': 'Revisado',
  'judge.review.partial': 'Parcial',
  'judge.review.criteriaScored': '{{scored}}/{{total}} criterios puntuados',
  'judge.review.notReviewed': 'Sin revisar',

  // La evaluación
  'judge.preview.offline':
    'Abierto sin conexión: su descripción y sus archivos se verán cuando vuelvas a tener conexión.',
  'judge.preview.openPage': 'Abrir la página del proyecto',
  'judge.preview.newTab': '(se abre en una pestaña nueva)',
  'judge.criterion.notScored': 'Sin puntuar',
  'judge.criterion.startsAt': 'Sin puntuar: empieza en {{value}}',
  'judge.criterion.saved': 'guardado',
  'judge.criterion.comments': 'Comentarios',
  'judge.criterion.optional': '(opcional)',
  'judge.criterion.noteSummary': 'Nota para la organización',
  'judge.criterion.noteLabel': 'Tu nota para la organización',
  'judge.criterion.noteHint': 'Solo la lee la organización: nunca la familia ni el sitio.',
  'judge.form.savedOnTablet': 'Guardado en esta tableta.',
  'judge.form.sentWhenOnline': 'Se enviará cuando vuelvas a tener conexión; todavía puedes cambiarlo.',
  'judge.form.saveNext': 'Guardar y seguir',
  'judge.form.submitting': 'Enviando...',
  'judge.form.submit': 'Enviar puntuaciones',
  'judge.form.cancel': 'Cancelar',
  'judge.unscored.title_one': '{{count}} criterio todavía no tiene puntuación',
  'judge.unscored.title_other': '{{count}} criterios todavía no tienen puntuación',
  'judge.unscored.detailOne':
    'No moviste el control deslizante de {{names}}. Si guardas ahora, se guarda con {{points}}.',
  'judge.unscored.detailSame':
    'No moviste los controles deslizantes de {{names}}. Si guardas ahora, cada uno se guarda con {{points}}.',
  'judge.unscored.detailEach':
    'No moviste los controles deslizantes de {{names}}. Si guardas ahora, cada uno se guarda con su puntuación inicial: {{list}}.',
  'judge.unscored.back_one': 'Volver y puntuarlo',
  'judge.unscored.back_other': 'Volver y puntuarlos',
  'judge.unscored.saveAnyway': 'Guardar de todos modos',

  // Apartarse
  'judge.stepAside.summary': 'Conozco a este participante: me aparto',
  'judge.stepAside.confirm': 'Apartarme de este proyecto',
  'judge.stepAside.pending': 'Apartándote...',
  'judge.stepAside.intro':
    'Si conoces al inventor o a su familia, apártate para que todos los resultados sean justos:',
  'judge.stepAside.notCounted': 'tus puntuaciones de este proyecto no contarán;',
  'judge.stepAside.anotherJudge': 'el proyecto pasa a otro juez;',
  'judge.stepAside.final':
    'no puedes deshacerlo por tu cuenta, y la organización puede ver que te apartaste.',
  'judge.stepAside.doneTitle': 'Te apartaste',
  'judge.stepAside.done': 'De “{{project}}”: otro juez lo revisará.',
  'judge.steppedAside.title': 'Te apartaste de este proyecto',
  'judge.steppedAside.text':
    'Tus puntuaciones no cuentan y otro juez lo revisa. Si fue un error, avisa a la organización.',

  // Después de guardar, y las evaluaciones guardadas en la tableta
  'judge.thisProject': 'este proyecto',
  'judge.saved.title': 'Puntuaciones enviadas',
  'judge.saved.text': 'Tu evaluación se guardó correctamente.',
  'judge.saved.noOtherMatch':
    'Tu evaluación se guardó. Ningún otro proyecto de tu lista coincide con “{{search}}”.',
  'judge.saved.queueDone': 'Terminaste tu lista: ya revisaste todos los proyectos que te asignaron.',
  'judge.notApplied.title': 'No se aplicó',
  'judge.notApplied.text':
    'Ya se había guardado una evaluación más reciente de {{project}}, así que esta no se aplicó.',
  'judge.kept.waiting_one': '{{count}} evaluación pendiente de enviar:',
  'judge.kept.waiting_other': '{{count}} evaluaciones pendientes de enviar:',
  'judge.kept.sessionEnded': 'tu sesión terminó.',
  'judge.kept.signInAgain': 'Vuelve a iniciar sesión',
  'judge.kept.toSendThem': 'para enviarlas.',
  'judge.kept.whenOnline': 'se enviarán cuando vuelvas a tener conexión',
  'judge.kept.notSaved': 'No se guardó: “{{project}}”.',
  'judge.kept.dismiss': 'Descartar',

  // Puntuaciones que el servidor rechazó
  'judge.refusal.failed': 'No se pudieron enviar las puntuaciones. Inténtalo de nuevo.',
  'judge.refusal.invalidScores': 'Las puntuaciones no son válidas',
  'judge.refusal.awaitingApproval': 'Tu cuenta está esperando la aprobación de la organización',
  'judge.refusal.inactiveJudge': 'Tu cuenta de juez está desactivada, así que no puedes enviar puntuaciones.',
  'judge.refusal.unknownJudge': 'Tu cuenta de juez ya no existe, así que no puedes enviar puntuaciones.',
  'judge.refusal.notWhole': 'Las puntuaciones deben ser números enteros.',
  'judge.refusal.negative': 'La puntuación no puede ser negativa',
  'judge.refusal.outOfRange': 'La puntuación de {{criterion}} debe estar entre 0 y {{max}}.',
  'judge.refusal.unknownCriterion': 'Criterio de puntuación desconocido.',
  'judge.refusal.unknownProject': 'Proyecto desconocido.',
  'judge.refusal.steppedAside': 'Te apartaste de este proyecto, así que no puedes puntuarlo.',
  'judge.refusal.duplicate': 'Cada criterio se puede puntuar una sola vez por envío.',
  'judge.refusal.empty': 'Envía al menos una puntuación',
  'judge.refusal.batchTaken': 'Esta evaluación ya se envió desde la cuenta de otro juez.',
  'judge.refusal.closed': 'La puntuación está cerrada',
  'judge.refusal.scoreNotNumber': 'La puntuación debe ser un número',
  'judge.refusal.batchId': 'El identificador de la evaluación debe tener de 16 a 100 letras, cifras, - o _.',
  'judge.refusal.ageMs': 'La antigüedad de la evaluación debe ser un número de milisegundos.',
  'judge.refusal.judgeId': 'Juez desconocido.',
  'judge.refusal.textTooLong': 'El texto es demasiado largo: como máximo 2000 caracteres.',
} satisfies Record<keyof typeof en, string>
