import type en from '../en/grading'

// El panel de quien organiza: el estado de la evaluación (los premios, la tabla de avance, la cobertura, los
// jueces que se abstuvieron, los ajustes de la evaluación), las pestañas de jueces y criterios, el diálogo
// del criterio y la confirmación del correo con los comentarios; los avisos que dan sus formularios.
export default {
  'grading.count.judges_one': '{{n}} juez',
  'grading.count.judges_other': '{{n}} jueces',
  'grading.count.projects_one': '{{n}} proyecto',
  'grading.count.projects_other': '{{n}} proyectos',
  'grading.count.assignments_one': '{{n}} asignación',
  'grading.count.assignments_other': '{{n}} asignaciones',
  'grading.count.families_one': '{{n}} familia',
  'grading.count.families_other': '{{n}} familias',

  'grading.awards.title': 'Premios',
  'grading.awards.intro': 'Guarda en secreto los resultados, cierra las puntuaciones y luego desvélalos.',
  'grading.awards.reveal': 'Abrir la entrega de premios',
  'grading.awards.certificates': 'Imprimir los diplomas',
  'grading.results.legend': 'Resultados',
  'grading.results.live': 'En directo',
  'grading.results.hidden': 'Ocultos hasta la entrega de premios',
  'grading.results.published': 'Publicados',
  'grading.results.liveHint':
    'La clasificación y los comentarios de los jueces son públicos mientras dura la evaluación.',
  'grading.results.hiddenHint':
    'Solo tú ves los puestos, las puntuaciones y los comentarios. Los demás leen «Los resultados se anunciarán en la entrega de premios».',
  'grading.results.publishedHint': 'Todo vuelve a ser público después de la ceremonia.',
  'grading.results.save': 'Guardar el ajuste de resultados',
  'grading.results.error.choose': 'Elige quién ve los resultados',
  'grading.scoring.title': 'Puntuaciones',
  'grading.scoring.open': 'Puntuaciones abiertas: los jueces pueden enviar y cambiar puntuaciones.',
  'grading.scoring.closed': 'Puntuaciones cerradas: los jueces pueden consultarlas, pero no enviarlas.',
  'grading.scoring.close': 'Cerrar las puntuaciones',
  'grading.scoring.reopen': 'Reabrir las puntuaciones',
  'grading.scoring.error.choose': 'Elige si las puntuaciones están abiertas o cerradas',

  'grading.feedback.title': 'Comentarios para las familias',
  'grading.feedback.intro':
    'Las familias leen los comentarios de los jueces en su enlace privado cuando los resultados están En directo o Publicados. Imprime una hoja por proyecto para repartirla, o envía a cada familia los suyos por correo.',
  'grading.feedback.emailedSoFar_one': 'Hasta ahora se ha escrito a {{families}}.',
  'grading.feedback.emailedSoFar_other': 'Hasta ahora se ha escrito a {{families}}.',
  'grading.feedback.print': 'Imprimir las hojas de comentarios',
  'grading.feedback.email': 'Enviar a las familias sus comentarios',
  'grading.feedback.refusal.noMailer':
    'Para enviar correos hace falta el servidor de correo del club: configura SMTP_URL (consulta el README) y reinicia el sitio. Mientras tanto, imprime las hojas de comentarios.',
  'grading.feedback.refusal.resultsHidden':
    'Los resultados están ocultos hasta la entrega de premios. Las familias podrán recibir sus comentarios cuando los resultados estén En directo o Publicados.',
  'grading.feedback.confirmTitle': '¿Enviar a las familias sus comentarios?',
  'grading.feedback.confirmDescription':
    'Un mensaje para cada familia, con los comentarios de los jueces sobre cada uno de sus proyectos aprobados. Ninguna familia recibe el correo dos veces.',
  'grading.feedback.send': 'Enviar a {{families}}',
  'grading.feedback.sending': 'Enviando...',
  'grading.feedback.nobody':
    'Ninguna familia está esperando sus comentarios: todas las familias con un proyecto puntuado ya los han recibido.',
  'grading.feedback.willGet_one': '{{families}} recibirá un mensaje.',
  'grading.feedback.willGet_other': '{{families}} recibirán un mensaje.',
  'grading.feedback.alreadyHad_one': '{{families}} ya recibió el suyo y no recibirá nada.',
  'grading.feedback.alreadyHad_other': '{{families}} ya recibieron el suyo y no recibirán nada.',
  'grading.feedback.firstMessage': 'El primer mensaje',
  'grading.feedback.to': 'Para',
  'grading.feedback.subject': 'Asunto',

  'grading.progress.title': 'Avance de la evaluación',
  'grading.progress.download': 'Descargar los resultados (CSV)',
  'grading.progress.empty': 'Todavía no hay datos de evaluación',
  'grading.progress.showing': 'Mostrando {{first}}–{{last}} de {{total}}',
  'grading.progress.showingMatching': 'Mostrando {{first}}–{{last}} de {{total}} que coinciden con «{{q}}»',
  'grading.progress.pages': 'Páginas del avance de la evaluación',
  'grading.search.label': 'Buscar proyectos',
  'grading.search.placeholder': 'Buscar proyectos...',
  'grading.search.sortBy': 'Ordenar por',
  'grading.search.apply': 'Aplicar',
  'grading.search.noMatch': 'Ningún proyecto coincide con «{{q}}».',
  'grading.search.showAll': 'Ver todos los proyectos',
  'grading.sort.coverage': 'Primero los que necesitan jueces',
  'grading.sort.submitted': 'Orden de envío',
  'grading.sort.averageHigh': 'Media más alta',
  'grading.sort.averageLow': 'Media más baja',
  'grading.sort.judgesMost': 'Más jueces han puntuado',
  'grading.sort.judgesFewest': 'Menos jueces han puntuado',
  'grading.column.project': 'Proyecto',
  'grading.column.author': 'Autor',
  'grading.column.status': 'Estado',
  'grading.column.judgesAssigned': 'Jueces asignados',
  'grading.column.judgesAssignedHint': 'han puntuado / todos los jueces',
  'grading.column.coverage': 'Cobertura',
  'grading.column.coverageHint': 'han puntuado / necesarios',
  'grading.column.average': 'Puntuación media',
  'grading.column.raw': 'Bruta',
  'grading.column.adjusted': 'Ajustada',
  'grading.row.version': 'Versión {{number}} de {{total}}',
  'grading.row.scoredBy_one': 'Puntuado por {{count}} juez',
  'grading.row.scoredBy_other': 'Puntuado por {{count}} jueces',
  'grading.row.notGraded': 'Sin puntuar',
  'grading.row.underCovered': 'Faltan jueces',
  'grading.row.inQueues_one': 'en la lista de {{count}} juez',
  'grading.row.inQueues_other': 'en las listas de {{count}} jueces',
  'grading.row.steppedAside_one': '{{count}} se abstuvo',
  'grading.row.steppedAside_other': '{{count}} se abstuvieron',
  'grading.row.average': '{{score}} de media',
  'grading.row.total': 'Total: {{total}}',
  'grading.row.partlyAdjusted': '(ajustada en parte: {{why}})',
  // En español, un solo ordinal: 1.º, 2.º, 3.º.
  'grading.rank.st': '{{rank}}.º',
  'grading.rank.nd': '{{rank}}.º',
  'grading.rank.rd': '{{rank}}.º',
  'grading.rank.th': '{{rank}}.º',
  'grading.rank.joint': '{{place}} (empate)',
  'grading.notes.summary_one': '{{count}} nota para ti',
  'grading.notes.summary_other': '{{count}} notas para ti',
  // **…** va en negrita.
  'grading.legend.coverage':
    '**Jueces asignados**: los jueces que han puntuado el proyecto, del total de jueces activos. **Cobertura**: los jueces cuyas puntuaciones cuentan en el proyecto, de los jueces por proyecto que has fijado, y cuántos jueces lo tienen en su lista; un juez que se abstuvo ya no cuenta.',
  'grading.legend.results':
    '**Bruta** es el total ponderado de siempre; **Ajustada** compensa a los jueces más severos y a los más generosos comparando las puntuaciones de cada juez con las de todo el jurado. Los puestos cuentan los proyectos pendientes y aprobados; las puntuaciones iguales comparten puesto (empate en el 1.º), como en la clasificación.',
  'grading.legend.partlyAdjustedLabel': 'Ajustada en parte:',
  'grading.legend.partlyAdjusted':
    'Algunos jueces puntuaron menos de {{min}} proyectos en un criterio: sus puntuaciones se quedaron sin ajustar.',

  'grading.coverage.noProjects': 'Todavía no hay proyectos que evaluar.',
  'grading.coverage.allCovered': 'Cada proyecto ha sido puntuado por al menos {{judges}}.',
  // **…** es el número grande.
  'grading.coverage.underCovered_one':
    '**{{count}}** de {{projects}} ha sido puntuado por menos de {{judges}}.',
  'grading.coverage.underCovered_other':
    '**{{count}}** de {{projects}} han sido puntuados por menos de {{judges}}.',
  'grading.coverage.assignments': 'Asignaciones',
  'grading.coverage.judges': 'Jueces',
  'grading.coverage.loadOne': '{{loads}} proyecto cada uno',
  'grading.coverage.loads': '{{loads}} proyectos cada uno',
  'grading.coverage.steppedAside': 'Abstenciones',
  'grading.coverage.none': 'Ninguna',
  'grading.coverage.underAssigned_one': '{{projects}} tiene asignados menos de {{target}} jueces.',
  'grading.coverage.underAssigned_other': '{{projects}} tienen asignados menos de {{target}} jueces.',
  'grading.coverage.underAssignedFew_one':
    '{{projects}} tiene asignados menos de {{target}} jueces: {{only}}.',
  'grading.coverage.underAssignedFew_other':
    '{{projects}} tienen asignados menos de {{target}} jueces: {{only}}.',
  'grading.coverage.onlyJudges_one': 'solo {{n}} juez puede recibir trabajo',
  'grading.coverage.onlyJudges_other': 'solo {{n}} jueces pueden recibir trabajo',
  'grading.rebalance.button': 'Reequilibrar las asignaciones',
  'grading.rebalance.pending': 'Reequilibrando...',
  'grading.rebalance.hint':
    'Vuelve a repartir todas las asignaciones que ningún juez ha empezado, para que cada juez tenga más o menos las mismas. Un proyecto que un juez ya ha empezado sigue siendo suyo. Nada más mueve el trabajo: un juez que llega más tarde solo recibe proyectos nuevos hasta que reequilibres.',
  'grading.rebalance.idle_one': '{{names}} no tiene nada más que revisar',
  'grading.rebalance.idle_other': '{{names}} no tienen nada más que revisar',
  'grading.rebalance.andOthers': '{{names}} y {{others}} jueces más',
  'grading.rebalance.offer_one':
    'mientras otros jueces tienen proyectos que aún no han empezado. Al reequilibrar se mueve {{assignments}} para repartir el trabajo.',
  'grading.rebalance.offer_other':
    'mientras otros jueces tienen proyectos que aún no han empezado. Al reequilibrar se mueven {{assignments}} para repartir el trabajo.',
  'grading.rebalance.moved_one': '{{assignments}} movida',
  'grading.rebalance.moved_other': '{{assignments}} movidas',
  'grading.rebalance.added_one': '{{assignments}} añadida',
  'grading.rebalance.added_other': '{{assignments}} añadidas',
  'grading.rebalance.dropped_one': '{{assignments}} retirada',
  'grading.rebalance.dropped_other': '{{assignments}} retiradas',
  'grading.rebalance.done': '{{changes}}. Los jueces conservan los proyectos que ya han empezado.',
  'grading.rebalance.nothing': 'Nada que mover: las asignaciones ya estaban equilibradas.',

  'grading.stepAsides.title': 'Abstenciones',
  'grading.stepAsides.none': 'Ningún juez se ha abstenido en un proyecto.',
  'grading.stepAsides.intro':
    'Estos jueces declararon un conflicto de intereses: sus puntuaciones en el proyecto ya no cuentan.',
  'grading.stepAsides.item': '{{judge}} se abstuvo en {{project}}',

  'grading.settings.title': 'Ajustes de la evaluación',
  'grading.settings.judgesTitle': 'Jueces y clasificación',
  'grading.settings.judgesPerProject': 'Jueces por proyecto',
  'grading.settings.judgesPerProjectHint':
    'Un número entero del {{min}} al {{max}}. Al guardar, se asignan los jueces necesarios.',
  'grading.settings.minJudges': 'Clasificar un proyecto cuando lo hayan puntuado este número de jueces',
  'grading.settings.minJudgesHint':
    'Los proyectos puntuados por menos jueces aparecen después de los clasificados, en «Esperando a más jueces», y quedan fuera de los premios. Con 1 se clasifican todos los proyectos puntuados.',
  'grading.settings.rankingLegend': 'La clasificación pública ordena por',
  'grading.settings.save': 'Guardar los ajustes',
  'grading.settings.saving': 'Guardando...',
  'grading.settings.error.judgesPerProject': 'Los jueces por proyecto deben ser un número entero del 1 al 20',
  'grading.settings.error.leaderboardRanking':
    'Elige puntuaciones brutas o ajustadas para la clasificación pública',
  'grading.settings.error.minJudgesToRank':
    'Los jueces necesarios para clasificar un proyecto deben ser un número entero, 1 o más',
  'grading.ranking.raw': 'Puntuaciones brutas',
  'grading.ranking.adjusted': 'Puntuaciones ajustadas',
  'grading.ranking.rawHint':
    'La media de las puntuaciones de los jueces, como la clasificación ha mostrado siempre.',
  'grading.ranking.adjustedHint':
    'Las puntuaciones de cada juez se comparan con las de todo el jurado, para que un juez severo o generoso pese menos.',
  'grading.names.title': 'Privacidad',
  'grading.names.intro':
    'Cómo se nombra a los participantes en la lista de proyectos, las páginas de los proyectos, la clasificación y el JSON público, para todos menos para ti. Este panel y el archivo de resultados muestran siempre los nombres tal como se escribieron.',
  'grading.names.legend': 'Mostrar los nombres de los participantes',
  'grading.names.full': 'Tal como se escribieron',
  'grading.names.initial': 'Nombre e inicial',
  'grading.names.fullHint': 'El nombre tal como lo escribió la familia.',
  'grading.names.initialHint': '«Ada Lovelace» aparece como «Ada L.»',
  'grading.names.save': 'Guardar el ajuste de nombres',
  'grading.names.error.choose': 'Elige cómo se muestran los nombres de los participantes',

  'grading.table.name': 'Nombre',
  'grading.table.status': 'Estado',
  'grading.table.actions': 'Acciones',
  'grading.table.edit': 'Editar',
  'grading.table.active': 'Activo',
  'grading.table.inactive': 'Inactivo',
  'grading.judges.add': 'Añadir un juez',
  'grading.judges.empty':
    'Todavía no hay jueces. Añade uno, o comparte la página de acceso de jueces: los jueces pueden registrarse y tú los apruebas aquí.',
  'grading.judges.email': 'Correo electrónico',
  'grading.judges.expertise': 'Especialidad',
  'grading.judges.reviewed': 'Proyectos revisados',
  'grading.judges.passwordLink': 'Enlace para la contraseña, válido hasta el {{date}}:',
  'grading.judges.passwordLinkFor': 'Enlace para la contraseña de {{name}}',
  'grading.judges.awaiting': 'Pendiente de aprobación',
  'grading.judges.approve': 'Aprobar',
  'grading.judges.delete': 'Eliminar',
  'grading.criteria.add': 'Añadir un criterio',
  'grading.criteria.intro':
    'Los jueces puntúan los criterios activos, en este orden. Un criterio desactivado conserva sus puntuaciones, pero no cuentan en ningún total.',
  'grading.criteria.empty':
    'Todavía no hay criterios. Añade uno para que los jueces tengan algo que puntuar.',
  'grading.criteria.maxPoints': 'Puntos máximos',
  'grading.criteria.weight': 'Peso',
  'grading.criteria.highestGiven': 'máximo dado: {{score}}',
  'grading.criteria.moveUp': 'Subir',
  'grading.criteria.moveDown': 'Bajar',

  'grading.criterion.description':
    'Un criterio nuevo va al final; los jueces lo ven enseguida en su formulario, como un control deslizante de 0 a sus puntos máximos.',
  'grading.criterion.descriptionLabel': 'Descripción',
  'grading.criterion.wordsIn': 'En {{language}}',
  'grading.criterion.nameIn': 'Nombre en {{language}}',
  'grading.criterion.descriptionIn': 'Descripción en {{language}}',
  'grading.criterion.wordsHint':
    'Vacío: los jueces y las familias que leen en {{language}} ven el nombre de arriba.',
  'grading.criterion.levelsIn': 'Niveles en {{language}}',
  'grading.criterion.levelsInHint':
    'Las mismas puntuaciones iniciales que arriba, una por línea. Vacío: los niveles de arriba.',
  'grading.criterion.maxPointsHint': 'Un número entero del {{min}} al {{max}}.',
  'grading.criterion.maxPointsHintScored': 'Del {{from}} al {{max}}: un juez ya ha dado {{highest}}.',
  'grading.criterion.weightHint': 'De {{min}} a {{max}}; 1 cuenta lo normal.',
  'grading.criterion.levels': 'Palabras de los niveles',
  'grading.criterion.levelsHint':
    'Un nivel por línea, hasta {{max}}: la puntuación en la que empieza y luego sus palabras, como «0 Empezando», «4 Creciendo», «7 Sólido», «9 Sobresaliente». Los jueces las ven junto al control deslizante y las familias junto a la puntuación. Vacío: solo números.',
  'grading.criterion.active': 'Activo (los jueces lo puntúan y cuenta en todos los totales)',
  'grading.criterion.error.nameRequired': 'El nombre es obligatorio',
  'grading.criterion.error.nameTooLong': 'El nombre puede tener como máximo 100 caracteres',
  'grading.criterion.error.nameTaken': 'Ya hay otro criterio con este nombre',
  'grading.criterion.error.descriptionTooLong': 'La descripción puede tener como máximo 500 caracteres',
  'grading.criterion.error.maxPoints': 'Los puntos máximos deben ser un número entero del 1 al 100',
  'grading.criterion.error.weight': 'El peso debe ser un número de 0,1 a 10',
  'grading.criterion.error.maxPointsBelowScore':
    'Los puntos máximos no pueden bajar de {{highest}}: un juez ya ha dado {{highest}} puntos en este criterio. No se ha cambiado nada.',
  'grading.criterion.error.notFound': 'Este criterio ya no existe',
  'grading.levels.error.line':
    'Empieza cada línea con la puntuación en la que empieza su nivel y luego sus palabras, como «4 Creciendo».',
  'grading.levels.error.first': 'El primer nivel empieza en 0.',
  'grading.levels.error.rising': 'Cada nivel empieza por encima del anterior.',
  'grading.levels.error.aboveMax': 'Un nivel no puede empezar por encima de los puntos máximos ({{max}}).',
  'grading.levels.error.tooMany': 'Como máximo, 6 niveles.',
  'grading.levels.error.wordTooLong': 'Las palabras de un nivel pueden tener como máximo 40 caracteres.',
  'grading.levels.error.tooLong': 'Las palabras de los niveles pueden tener como máximo 2000 caracteres',

  'grading.toast.criterionAdded': 'Criterio añadido',
  'grading.toast.criterionUpdated': 'Criterio actualizado',
  'grading.toast.criterionAddFailed': 'No se ha podido añadir el criterio',
  'grading.toast.criterionUpdateFailed': 'No se ha podido actualizar el criterio',
  'grading.toast.criterionMoved': 'Criterio movido',
  'grading.toast.criterionMoveFailed': 'No se ha podido mover el criterio',
  'grading.toast.rebalanced': 'Asignaciones reequilibradas',
  'grading.toast.settingsSaved': 'Ajustes de la evaluación guardados',
  'grading.toast.settingsSavedDetail':
    '{{perProject}} por proyecto; la clasificación pública ordena por {{ranking}} y clasifica un proyecto en cuanto {{scored}}.',
  'grading.toast.rankingRaw': 'puntuaciones brutas',
  'grading.toast.rankingAdjusted': 'puntuaciones ajustadas',
  'grading.toast.judgesHaveScored_one': 'lo ha puntuado {{count}} juez',
  'grading.toast.judgesHaveScored_other': 'lo han puntuado {{count}} jueces',
  'grading.toast.settingsFailed': 'No se han podido guardar los ajustes de la evaluación',
  'grading.toast.results': 'Resultados: {{choice}}',
  'grading.toast.resultsLive':
    'La clasificación y los comentarios de los jueces son públicos mientras dura la evaluación.',
  'grading.toast.resultsHidden':
    'Solo tú ves los puestos, las puntuaciones y los comentarios hasta la entrega de premios.',
  'grading.toast.resultsPublished': 'La clasificación y los comentarios de los jueces son públicos.',
  'grading.toast.resultsChoose': 'Elige En directo, Ocultos hasta la entrega de premios o Publicados',
  'grading.toast.scoringReopened': 'Puntuaciones reabiertas',
  'grading.toast.scoringReopenedDetail': 'Los jueces pueden volver a enviar y cambiar puntuaciones.',
  'grading.toast.scoringClosed': 'Puntuaciones cerradas',
  'grading.toast.scoringClosedDetail': 'Los jueces pueden consultar sus puntuaciones, pero no cambiarlas.',
  'grading.toast.names': 'Nombres: {{choice}}',
  'grading.toast.namesInitial':
    'Las páginas públicas y el JSON público muestran «Ada L.» en lugar de «Ada Lovelace». Tú sigues viendo los nombres tal como se escribieron.',
  'grading.toast.namesFull':
    'Las páginas públicas y el JSON público muestran los nombres tal como los escribieron las familias.',
  'grading.toast.namesChoose': 'Elige Tal como se escribieron o Nombre e inicial',
  'grading.toast.feedbackNobody': 'Ninguna familia está esperando sus comentarios',
  'grading.toast.feedbackNobodyDetail': 'Todas las familias con un proyecto puntuado ya los han recibido.',
  'grading.toast.feedbackSent': 'Comentarios enviados a {{families}}',
  'grading.toast.feedbackSentDetail':
    'Cada familia los recibe una sola vez. A las familias que reciban puntuaciones más tarde se les podrá escribir entonces.',
  'grading.toast.feedbackPartly_one':
    'Comentarios enviados a {{families}}; {{failed}} no se ha podido enviar',
  'grading.toast.feedbackPartly_other':
    'Comentarios enviados a {{families}}; {{failed}} no se han podido enviar',
  'grading.toast.feedbackRefused_one':
    'El servidor de correo rechazó un mensaje. Esa familia no queda marcada como avisada: vuelve a intentarlo más tarde o revisa SMTP_URL.',
  'grading.toast.feedbackRefused_other':
    'El servidor de correo rechazó {{count}} mensajes. Esas familias no quedan marcadas como avisadas: vuelve a intentarlo más tarde o revisa SMTP_URL.',
} satisfies Record<keyof typeof en, string>
