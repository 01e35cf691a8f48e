// The Spanish versions of the demo catalog's authored texts (docs/architecture.md#languages),
// keyed by the English name or title of the item in demo-content.ts. A field left out is read in
// English by a reader of Spanish (marked lang="en" on the page), as for an admin's own content.
// Written for families who read Spanish: tú for children and parents alike, as Sprout speaks.

export type DemoTutorEs = { bioEs: string };
export type DemoArticleEs = { titleEs: string; summaryEs: string; contentEs: string };
export type DemoGameEs = { titleEs: string; descriptionEs: string };
export type DemoTestimonialEs = { titleEs: string; contentEs: string };
export type DemoMerchandiseEs = { nameEs: string; descriptionEs: string };

/** By the tutor's name. */
export const demoTutorsEs: Record<string, DemoTutorEs> = {
  'Amara Okafor': {
    bioEs:
      'Amara convierte las fracciones y los experimentos de ciencias en acertijos que da gusto resolver. Fue maestra de quinto grado durante ocho años y le encanta el momento en que una idea difícil por fin encaja. Trae tus preguntas; ella pone la paciencia.',
  },
  'Daniel Kim': {
    bioEs:
      'Daniel ayuda a los chicos de secundaria a sentirse cómodos con el álgebra, paso a paso y con claridad. Es tranquilo, alentador y muy bueno para encontrar el punto exacto donde un problema se torció.',
  },
  'Sofia Martinez': {
    bioEs:
      'Sofía es maestra bilingüe de los primeros grados y llena cada sesión de cuentos, canciones y juegos de palabras. En sus grupos pequeños se practica juntos la lectura, la escritura y el español para principiantes.',
  },
  'Priya Raman': {
    bioEs:
      'Priya estudió biología y hoy ayuda a los estudiantes de preparatoria a entender las células, la química y los informes de laboratorio. Explica las grandes ideas con ejemplos de todos los días y siempre deja tiempo para tus preguntas.',
  },
  'Grace Whitfield': {
    bioEs:
      'Grace lleva doce años en aulas de preescolar y kínder. En sus grupos pequeños, llenos de juego, se aprenden los sonidos de las letras, los primeros pasos de la lectura y a escuchar con atención, con libros ilustrados, rimas y muchas risas.',
  },
  'Samuel Mensah': {
    bioEs:
      'Samuel da vida a la historia con mapas, relatos y buenas preguntas. También acompaña la escritura de ensayos: ayuda a ordenar las ideas y a decir lo que uno piensa con frases claras y seguras.',
  },
  'Leila Haddad': {
    bioEs:
      'Leila enseña francés y árabe a alumnos de todas las edades, desde las primeras palabras hasta una conversación fluida. Sus clases son cálidas, conversadas y llenas de juegos, para que hablar un idioma nuevo se sienta como una diversión.',
  },
  'Tomas Rivera': {
    bioEs:
      'Tomás es la cara amable de las dudas de tarea de matemáticas y ciencias después de la escuela. Te ayuda a destrabarte, a revisar tu trabajo y a formar hábitos que hacen más fácil la próxima tarea.',
  },
  'Hannah Berg': {
    bioEs:
      'Hannah es ingeniera y le encanta enseñar. En sus grupos pequeños se trabaja geometría, física y preparación para exámenes en equipo, así que los estudiantes aprenden unos de otros y también de ella.',
  },
  'Kenji Watanabe': {
    bioEs:
      'Kenji enseña japonés e historia universal, y a menudo une las dos cosas. Después de muchos años dando clases en preparatoria, sabe cómo hacer que una larga lista de lecturas se vuelva llevadera e interesante.',
  },
  'Aisha Bello': {
    bioEs:
      'Aisha es especialista en aprendizaje y trabaja con las familias para descubrir qué ayuda a cada niño a crecer. Mira juntas la lectura, la escritura y las matemáticas, y te da un plan claro y práctico.',
  },
  'Oliver Grant': {
    bioEs:
      'Oliver fue maestro de tercer grado y logra que la tarea se sienta menos como una obligación. Ayuda a los pequeños lectores con sus registros de lectura y convierte los proyectos de comunidad y geografía en pequeñas aventuras.',
  },
};

/** By the article's English title. */
export const demoArticlesEs: Record<string, DemoArticleEs> = {
  'Building a Reading Routine That Sticks': {
    titleEs: 'Cómo crear una rutina de lectura que dure',
    summaryEs:
      'Diez minutos acogedores al día pueden formar a un lector seguro. Así puedes elegir el mejor momento, preparar un rincón de lectura y mantener el hábito incluso en los días con prisa.',
    contentEs: `<p>Los niños que leen un poco cada día suelen convertirse en lectores seguros. El secreto no es una montaña de libros ni un horario estricto. Es un hábito pequeño y cálido que ocurre más o menos a la misma hora, más o menos en el mismo lugar, casi todos los días de la semana. Así puedes crear uno que dure.</p>
<h2>Elige un momento que ya exista</h2>
<p>Las rutinas más fáciles se apoyan en algo que tu familia ya hace. La hora de dormir es la opción clásica, pero no la única. El desayuno del fin de semana, el camino de vuelta de la escuela o la media hora tranquila después de cenar también funcionan. Elige un momento en que nadie tenga prisa y las pantallas ya estén apagadas.</p>
<p>Empieza con poco. <strong>De diez a quince minutos al día</strong> es suficiente para la mayoría de los niños, y cinco minutos son un buen comienzo para un niño de cinco años cansado. Una rutina corta que mantienes vale mucho más que una larga que abandonas a la semana.</p>
<h2>Prepara un rincón de lectura acogedor</h2>
<p>Un rincón de lectura no tiene que ser elegante. Basta con un cojín en una esquina, una lámpara de luz cálida y una canasta de libros al alcance. Cuando el rincón siempre está listo, empezar toma segundos en lugar de una búsqueda.</p>
<ul>
<li>Ten de 6 a 10 libros en la canasta y cambia algunos cada semana.</li>
<li>Mezcla favoritos fáciles con uno o dos que le supongan un pequeño reto.</li>
<li>Suma distintos tipos de lectura: libros ilustrados, cómics, poemas, libros de chistes y textos sencillos sobre animales, el espacio o los deportes.</li>
</ul>
<h2>Deja que tu hijo elija</h2>
<p>Los niños leen más cuando eligen qué leer. Si tu hijo quiere el mismo libro de dinosaurios por quinta noche seguida, no pasa nada. Releer da fluidez, y un libro querido hace que la rutina se sienta como un regalo y no como una tarea.</p>
<p>Aun así, puedes guiar con suavidad. Ofrece dos o tres opciones y deja que elija una. En la biblioteca, deja que escoja un libro «libre», además de uno que elijan juntos.</p>
<h2>Lean juntos, aunque ya sepa leer solo</h2>
<p>Muchos padres dejan de leer en voz alta cuando el niño ya lee por su cuenta. Intenta seguir. Cuando lees en voz alta, tu hijo escucha palabras nuevas, voces con expresión y el ritmo de frases largas que todavía le cuesta leer solo. Además, son diez minutos de calma y cercanía, que es lo que muchos niños más disfrutan.</p>
<h3>Formas de compartir la lectura</h3>
<ol>
<li><strong>Tú lees, tu hijo escucha.</strong> Ideal para libros nuevos o más difíciles.</li>
<li><strong>Por turnos.</strong> Tú lees una página y tu hijo la siguiente.</li>
<li><strong>Tu hijo lee, tú escuchas.</strong> Elogia su esfuerzo y ayúdale con las palabras difíciles sin quitarle el protagonismo.</li>
</ol>
<h2>Conversen sobre la historia</h2>
<p>Unas cuantas preguntas amables convierten la lectura en pensamiento. Que sea ligero, como una charla y no como un examen.</p>
<ul>
<li>«¿Qué crees que va a pasar ahora?»</li>
<li>«¿Cómo crees que se sintió ella cuando pasó eso?»</li>
<li>«¿En qué dibujo te gustaría meterte?»</li>
</ul>
<blockquote>Leer juntos no se trata de decir bien cada palabra, sino de disfrutar la historia uno al lado del otro.</blockquote>
<h2>Mantén el hábito en los días con prisa</h2>
<p>Algunas tardes serán caóticas. Esos días, achica la rutina en lugar de saltártela: un libro ilustrado corto, un poema o dos páginas del libro por capítulos que estén leyendo. Mantener vivo el hábito importa más que el número de páginas.</p>
<p>Una tabla de lectura sencilla en el refrigerador también ayuda. Deja que tu hijo pegue una estrella por cada día que lea. Después de una o dos semanas, la tabla se convierte en un pequeño motivo de orgullo.</p>
<h2>Cuando tu hijo se resiste</h2>
<p>Si la hora de leer se vuelve una pelea, da un paso atrás y busca la causa. Quizá el libro es demasiado difícil, la hora es demasiado tarde o tu hijo simplemente quiere decidir más sobre lo que leen. Prueba con un libro más fácil, una hora más temprana u otro formato, como un audiolibro que sigan juntos. Si a tu hijo todavía le cuesta descifrar las palabras después de los primeros años de escuela, habla con su maestra. El apoyo temprano marca una gran diferencia.</p>
<h2>En resumen</h2>
<p>Una rutina de lectura funciona cuando es corta, regular y agradable. Elige un momento que ya exista, prepara un rincón acogedor, deja que tu hijo elija y sigan leyendo en voz alta juntos. Pasos pequeños, repetidos casi todos los días, hacen crecer un amor por los libros para toda la vida.</p>`,
  },
  'Growth Mindset: Praise the Effort, Not Just the Result': {
    titleEs: 'Mentalidad de crecimiento: elogia el esfuerzo, no solo el resultado',
    summaryEs:
      'Las palabras que usas cuando tu hijo logra algo o tiene dificultades moldean cómo ve los retos. Pequeños cambios al elogiar pueden ayudarle a seguir adelante cuando aprender se pone difícil.',
    contentEs: `<p>«¡Qué inteligente eres!» parece algo bonito de decir. Pero cuando los niños lo oyen a menudo, algunos empiezan a creer que la inteligencia es algo que se tiene o no se tiene. Entonces un problema difícil se siente como una amenaza: si me cuesta, quizá no soy tan inteligente. La mentalidad de crecimiento es la convicción de que las capacidades crecen con esfuerzo, buenas estrategias y la ayuda de otros. Las palabras que usamos cada día pueden alimentarla.</p>
<h2>Cómo se ve una mentalidad de crecimiento</h2>
<p>Los niños con mentalidad de crecimiento ven los errores como parte del aprendizaje. Se animan más a intentar un rompecabezas más difícil, a pedir ayuda y a seguir cuando algo no sale a la primera. No significa que nunca se frustren. Significa que la frustración es una señal para probar otro camino, no un motivo para rendirse.</p>
<h2>Elogia el proceso</h2>
<p>En lugar de elogiar un rasgo fijo, describe lo que hizo tu hijo. Esto se llama elogio del proceso, y le dice exactamente qué acciones le ayudaron.</p>
<ul>
<li>En lugar de «Tienes un don para las matemáticas», prueba con «Intentaste tres caminos distintos hasta que uno funcionó».</li>
<li>En lugar de «Qué listo eres», prueba con «Seguiste adelante aunque esa página era difícil».</li>
<li>En lugar de «Buen trabajo», prueba con «Me fijé en que revisaste tus respuestas antes de terminar».</li>
</ul>
<p>Sé sincero y concreto. Los niños notan cuando un elogio es automático. Un comentario honesto sobre un esfuerzo real vale más que diez generales.</p>
<h2>Añade la palabra «todavía»</h2>
<p>Cuando tu hijo diga «No sé hacer fracciones», añade una palabra pequeña: «<em>Todavía</em> no sabes hacer fracciones». Es una forma sencilla de mostrar que la dificultad de hoy es un paso, no un veredicto.</p>
<h2>Haz que los errores sean normales</h2>
<p>Los niños aprenden a tratar los errores mirando a los adultos. Comparte los tuyos: «Hoy se me quemó el arroz. La próxima vez pondré un temporizador». En la cena, algunas familias juegan al «mejor error del día», en el que cada uno cuenta algo que salió mal y qué aprendió.</p>
<h3>Cuando tu hijo se equivoca</h3>
<ol>
<li>Mantén la calma y la curiosidad: «Vamos a verlo juntos».</li>
<li>Pregúntale qué intentó: «Cuéntame paso a paso lo que hiciste».</li>
<li>Ayúdale a encontrar el siguiente paso en lugar de darle la respuesta.</li>
<li>Celebra el arreglo: «¡Lo encontraste! ¿Qué te ayudó?»</li>
</ol>
<h2>El esfuerzo no lo es todo</h2>
<p>Elogiar el esfuerzo no significa decirle a un niño que «se esfuerce más» en algo que no está funcionando. El esfuerzo necesita buenas estrategias y apoyo. Si tu hijo ha trabajado mucho y sigue atascado, ayúdale a probar otro enfoque: hacer un dibujo, dividir el problema en pasos, mirar un ejemplo o preguntar a su maestra o a un tutor. El mensaje es «busquemos una forma que funcione», no «esfuérzate más».</p>
<blockquote>La meta no es que aprender parezca fácil. Es ayudar a los niños a creer que lo difícil se vuelve más fácil con práctica.</blockquote>
<h2>Celebra el progreso, no solo los resultados</h2>
<p>Las notas y los puntajes importan, pero llegan al final. Celebra también el camino: la primera vez que tu hijo lee solo un libro por capítulos, la semana en que practicó ortografía todos los días, un nuevo récord personal en un juego de matemáticas. Ten una pequeña lista de «Ahora ya sé…» en el refrigerador. Mirar atrás y ver cuánto ha avanzado es de las mejores motivaciones que existen.</p>
<h2>Para probar esta semana</h2>
<ul>
<li>Cambia cada día un «qué inteligente eres» por un comentario concreto sobre el esfuerzo o la estrategia.</li>
<li>Di «todavía» cada vez que oigas «no puedo».</li>
<li>Cuenta uno de tus propios errores y lo que aprendiste de él.</li>
</ul>
<p>Los pequeños cambios en nuestra forma de hablar se van sumando. Con el tiempo, tu hijo aprende que su cerebro es como un brote: con cuidado, paciencia y práctica, no deja de crecer.</p>`,
  },
  'Little and Often: Why Spaced Practice Works': {
    titleEs: 'Poco y a menudo: por qué funciona la práctica espaciada',
    summaryEs:
      'Diez minutos en cuatro días distintos rinden más que una hora la noche antes de un examen. Aprende a usar en casa la práctica espaciada, el recuerdo activo y las preguntas mezcladas.',
    contentEs: `<p>Imagina a dos niños que se preparan para un dictado el viernes. Uno estudia una hora el jueves por la noche. El otro practica diez minutos el lunes, el martes, el miércoles y el jueves. Los dos dedican más o menos el mismo tiempo, pero lo más probable es que el segundo recuerde más, y durante más tiempo. Los investigadores del aprendizaje lo llaman efecto de espaciado, y es uno de los hallazgos más sólidos sobre cómo funciona la memoria.</p>
<h2>Por qué se olvida lo que se estudia a última hora</h2>
<p>Cuando los niños estudian todo de golpe, la información les resulta familiar porque acaban de verla. Esa sensación se confunde fácilmente con haber aprendido de verdad. Unos días después, gran parte se ha esfumado. Espaciar la práctica obliga a tu hijo a sacar la información de la memoria cada vez. Ese pequeño esfuerzo por recordar es justo lo que fortalece los recuerdos.</p>
<h2>Cómo se ve la práctica espaciada en casa</h2>
<ul>
<li><strong>Sesiones cortas:</strong> de 10 a 15 minutos bastan para la mayoría de los niños de primaria.</li>
<li><strong>Varios días a la semana:</strong> tres o cuatro sesiones cortas rinden más que una larga.</li>
<li><strong>Intervalos cada vez más largos:</strong> repasa lo nuevo al día siguiente, luego a los pocos días y después la semana siguiente.</li>
</ul>
<h3>Un plan semanal sencillo para la ortografía o las tablas de multiplicar</h3>
<ol>
<li><strong>Lunes:</strong> aprendan juntos las palabras o las operaciones nuevas.</li>
<li><strong>Martes:</strong> una prueba rápida de cinco minutos y luego practiquen solo las que falló.</li>
<li><strong>Jueves:</strong> otra prueba corta, mezclada con algunas de la semana pasada.</li>
<li><strong>El lunes siguiente:</strong> un repaso sorpresa de la lista anterior antes de empezar la nueva.</li>
</ol>
<h2>Mezcla las cosas</h2>
<p>El espaciado funciona aún mejor con dos compañeros: el recuerdo activo y la mezcla. Recordar activamente es intentar acordarse de algo antes de mirar la respuesta. Mezclar, lo que a veces se llama práctica intercalada, es practicar distintos tipos de problemas juntos en lugar de veinte iguales seguidos.</p>
<ul>
<li>Pídele a tu hijo que te explique la lección de ayer antes de abrir el libro.</li>
<li>Usen tarjetas de estudio, pero asegúrate de que diga la respuesta en voz alta antes de voltear la tarjeta.</li>
<li>En matemáticas, mezcla sumas, restas y problemas con enunciado en una misma serie corta.</li>
</ul>
<p>La práctica mezclada puede sentirse más difícil y un poco más lenta. Es buena señal. El esfuerzo extra ayuda a los niños a elegir el método correcto, no solo a repetir el último.</p>
<blockquote>Si practicar cuesta un poco pero sigue siendo posible, tu hijo está en el punto justo para aprender.</blockquote>
<h2>Que sea ligero y positivo</h2>
<p>Las pruebas cortas son para practicar, no para juzgar. Mantén un tono de juego. Convierte el recuerdo en un reto: ¿cuántos animales del mar puedes nombrar en un minuto? ¿Puedes superar tu marca de ayer? Celebra la mejora, no la perfección.</p>
<p>Los juegos de aprendizaje con rondas cortas encajan muy bien con la práctica espaciada. Una ronda de matemáticas de 60 segundos unas cuantas veces por semana es una forma amable de mantener frescas las operaciones básicas.</p>
<h2>Usa un calendario</h2>
<p>La práctica espaciada necesita un poco de planificación. Un calendario de papel en el refrigerador la hace visible. Marca los días de práctica y deja que tu hijo los vaya tachando. Ver una fila de palomitas motiva, y te ayuda a notar cuándo toca repasar.</p>
<h2>En resumen</h2>
<p>Poco y a menudo gana a mucho y con prisas. Reparte la práctica en varios días, pide a tu hijo que recuerde antes de repasar y mezcla distintos tipos de preguntas. Lleva casi el mismo tiempo que estudiar a última hora, con resultados mucho mejores y muchas menos lágrimas la noche antes del examen.</p>`,
  },
  'A Calm Morning Routine for School Days': {
    titleEs: 'Una mañana tranquila en los días de escuela',
    summaryEs:
      'Menos zapatos perdidos, menos gritos y una despedida más cálida en la puerta de la escuela. Una mañana tranquila empieza la noche anterior, con un plan que todos entienden.',
    contentEs: `<p>Zapatos perdidos, loncheras olvidadas, una autorización que aparece en el último minuto: las mañanas de escuela se vuelven estresantes muy rápido. Una mañana tranquila no empieza a las 7. Empieza la noche anterior, con un plan que todos entienden. Esta es una rutina que a muchas familias les funciona.</p>
<h2>Empieza la noche anterior</h2>
<p>Todo lo que puedas hacer por la noche es una prisa menos por la mañana.</p>
<ul>
<li><strong>Prepara la mochila</strong> y déjala junto a la puerta. Revisa la tarea, los avisos y los libros de la biblioteca.</li>
<li><strong>Elige la ropa</strong>, calcetines y zapatos incluidos. A los más pequeños, ofréceles dos conjuntos para escoger.</li>
<li><strong>Prepara el almuerzo</strong>, o al menos lo que se conserva bien en el refrigerador.</li>
<li><strong>Revisa el calendario</strong> por si toca ropa de deporte, una excursión o un día especial.</li>
</ul>
<h2>Cuida el sueño</h2>
<p>A los niños cansados las mañanas se les hacen mucho más difíciles. La mayoría de los niños en edad escolar necesitan entre 9 y 12 horas de sueño cada noche. Una hora fija para acostarse, un rato de calma sin pantallas y la misma hora de despertar en días de escuela hacen las mañanas mucho más llevaderas.</p>
<h2>Haz una lista con dibujos</h2>
<p>En lugar de preguntar cinco veces «¿Te lavaste los dientes?», deja que una lista haga de recordatorio. Usa dibujos para los más pequeños y una lista escrita corta para los mayores. Que no pase de cinco o seis pasos.</p>
<ol>
<li>Vestirse</li>
<li>Desayunar</li>
<li>Lavarse los dientes</li>
<li>Peinarse</li>
<li>Ponerse los zapatos y el abrigo</li>
<li>Ponerse la mochila</li>
</ol>
<p>Pon la lista donde tu hijo la vea, como el espejo del baño o el refrigerador, y deja que marque cada paso. Los niños se sienten orgullosos cuando pueden organizar su mañana solos.</p>
<h2>Date un margen de tiempo</h2>
<p>Calcula hacia atrás desde la hora en que tienen que salir y suma de 10 a 15 minutos extra. Ese margen absorbe la leche derramada y los guantes perdidos sin que nadie tenga que gritar. Si en tu familia suelen llegar tarde, prueben a levantarse solo diez minutos antes durante una semana y vean qué cambia.</p>
<h3>Deja las pantallas para después</h3>
<p>La tele y las tabletas hacen desaparecer el tiempo por la mañana. Una regla sencilla como «pantallas solo cuando ya estés listo, si sobra tiempo» mantiene la rutina en marcha y les da a los niños un buen motivo para prepararse rápido.</p>
<h2>Que el desayuno sea sencillo</h2>
<p>El desayuno no tiene que ser elaborado. Ten a mano algunas opciones fáciles: yogur con fruta, pan integral tostado, avena o un huevo. Comer juntos, aunque sean diez minutos, es un comienzo tranquilo y una oportunidad para hablar del día.</p>
<h2>Termina con una despedida cariñosa</h2>
<p>Los últimos minutos antes de la escuela marcan el tono del día de tu hijo. Intenta que sean amables, aunque la mañana haya sido movida. Un abrazo, chocar los cinco o un simple «te quiero, que tengas un gran día» ayudan a los niños a entrar a la escuela sintiéndose seguros y listos para aprender.</p>
<blockquote>La meta no es una mañana perfecta, sino una mañana predecible, en la que todos saben qué viene después.</blockquote>
<h2>Revisen después de una semana</h2>
<p>Después de una o dos semanas, siéntense juntos y pregúntense: ¿qué está funcionando y qué sigue sintiéndose apurado? Quizá los zapatos necesitan un lugar nuevo junto a la puerta, o el desayuno tiene que empezar antes. Los pequeños cambios, hechos en familia, ayudan a los niños a sentir la rutina como suya y hacen más probable que se mantenga.</p>`,
  },
  'Homework Without Tears: Setting Up a Study Spot': {
    titleEs: 'Tareas sin lágrimas: cómo preparar un rincón de estudio',
    summaryEs:
      'Buena luz, un kit de tareas bien surtido y un horario fijo hacen que la tarea fluya mejor. Así puedes preparar un rincón de estudio y ayudar sin hacer tú el trabajo.',
    contentEs: `<p>La tarea sale mejor cuando los niños tienen un lugar que dice «aquí es donde nos concentramos». Un buen rincón de estudio no necesita una habitación aparte ni muebles caros. Necesita buena luz, pocas distracciones y todo al alcance de la mano. Así puedes prepararlo, y ayudar sin hacer tú el trabajo.</p>
<h2>Elige el lugar adecuado</h2>
<p>A los más pequeños suele irles mejor en la mesa de la cocina o del comedor, cerca de un adulto que pueda ayudar. Los mayores quizá prefieran un rincón tranquilo o un escritorio en su cuarto. Cualquiera sirve mientras el espacio esté:</p>
<ul>
<li><strong>Bien iluminado</strong>, idealmente con luz natural o una lámpara de escritorio.</li>
<li><strong>Lo bastante tranquilo</strong>: la tele apagada, los teléfonos lejos y los hermanos ocupados en otra parte.</li>
<li><strong>Siempre en el mismo sitio</strong>, para que sentarse ahí se convierta en la señal de empezar.</li>
</ul>
<h2>Prepara un kit de tareas</h2>
<p>Se pierde mucho tiempo buscando un lápiz. Ten a mano una cajita con lo básico:</p>
<ul>
<li>Lápices con punta, una goma y un sacapuntas</li>
<li>Lápices de colores y una barra de pegamento</li>
<li>Una regla y, para los mayores, una calculadora sencilla</li>
<li>Hojas rayadas y hojas en blanco</li>
<li>Un temporizador</li>
</ul>
<h2>Elige un horario fijo</h2>
<p>Muchos niños necesitan un descanso después de la escuela antes de poder concentrarse otra vez. Una merienda y un rato de juego al aire libre suelen ayudar. Después, empiecen la tarea más o menos a la misma hora cada día. Cuando el horario es predecible, se discute menos sobre el «cuándo».</p>
<h3>Divide las tareas grandes en partes pequeñas</h3>
<p>Los trabajos largos pueden abrumar. Ayuda a tu hijo a dividirlos en pasos más pequeños y a trabajar en ratos cortos: por ejemplo, de 15 a 20 minutos de concentración y luego 5 minutos de descanso para los más pequeños, o unos 25 minutos de concentración para los mayores. Un temporizador hace que el plan se vea y sea justo.</p>
<h2>Cómo ayudar sin hacerlo tú</h2>
<p>Tu papel es el de entrenador, no el de jugador. La tarea es práctica para tu hijo, y le muestra a la maestra lo que puede hacer por su cuenta.</p>
<ol>
<li><strong>Pregunta antes de explicar:</strong> «¿Qué te pide hacer la pregunta?»</li>
<li><strong>Señala dónde buscar:</strong> «¿En qué parte de tus apuntes podrías encontrar un ejemplo?»</li>
<li><strong>Hagan uno juntos y luego da un paso atrás:</strong> resuelvan el primer problema lado a lado y deja que intente el siguiente solo.</li>
<li><strong>Revisa el razonamiento, no solo las respuestas:</strong> «Muéstrame cómo llegaste a esto».</li>
</ol>
<blockquote>Si tu hijo sigue atascado después de intentarlo de verdad, está bien parar y escribirle una nota breve a la maestra. Esa información le ayuda a enseñar mejor.</blockquote>
<h2>Cuando llegan las lágrimas</h2>
<p>La frustración es normal, sobre todo al final de un día largo. Cuando empiece a crecer, hagan una pausa. Den un paseo corto, tomen un vaso de agua o cambien a una tarea más fácil por unos minutos. Habla con calma y ponle nombre a lo que siente: «Este está muy difícil. Respiremos y volvamos a mirarlo». Luego retómenlo juntos.</p>
<p>Si la tarea termina en pelea casi todas las noches, habla con la maestra. Quizá el trabajo es demasiado difícil o demasiado largo, o tu hijo necesita otro tipo de apoyo. Un tutor una o dos veces por semana también puede quitarle presión a la relación entre padres e hijos.</p>
<h2>Termina con una rutina</h2>
<p>Cuando la tarea esté lista, guárdenla en la mochila enseguida. Un pequeño ritual de «terminada y guardada» cierra la sesión con buen sabor de boca y es una cosa menos que recordar por la mañana.</p>`,
  },
  'How Long Can Your Child Focus? Attention Span by Age': {
    titleEs: '¿Cuánto tiempo puede concentrarse tu hijo? La atención según la edad',
    summaryEs:
      'Es normal que los niños pequeños se concentren poco rato. Usa esta guía aproximada por edades para planear un tiempo de aprendizaje a la medida de tu hijo, con pausas que ayudan.',
    contentEs: `<p>«¿Por qué mi hijo no puede quedarse quieto más de diez minutos?» Es una de las preguntas más frecuentes de los padres. La respuesta sincera es que una atención corta es normal en los niños pequeños. La concentración crece poco a poco con la edad, el sueño, el interés y la práctica. Saber qué esperar te ayuda a planear un tiempo de aprendizaje a la medida de tu hijo, en lugar de luchar contra él.</p>
<h2>Una guía aproximada por edades</h2>
<p>Una regla práctica que usan muchos maestros es que los niños pueden concentrarse en una tarea unos <strong>dos o tres minutos por cada año de edad</strong>, a veces un poco más. Es solo una guía aproximada, pero es un buen punto de partida.</p>
<ul>
<li><strong>De 4 a 5 años:</strong> entre 8 y 15 minutos</li>
<li><strong>De 6 a 7 años:</strong> entre 12 y 20 minutos</li>
<li><strong>De 8 a 9 años:</strong> entre 16 y 27 minutos</li>
<li><strong>De 10 a 13 años:</strong> entre 20 y 35 minutos, a veces más</li>
</ul>
<p>Estas cifras pueden crecer mucho cuando algo le interesa de verdad. Un niño de siete años que se distrae con la ortografía puede pasarse una hora feliz construyendo una torre de bloques. También es normal. El interés es un gran combustible para la concentración.</p>
<h2>Qué influye en la concentración</h2>
<ul>
<li><strong>El sueño:</strong> los niños cansados tienen mucha menos atención disponible.</li>
<li><strong>El hambre y la sed:</strong> una merienda y un vaso de agua antes de la tarea ayudan de verdad.</li>
<li><strong>El movimiento:</strong> los niños que han estado sentados todo el día a menudo necesitan moverse antes de poder concentrarse otra vez.</li>
<li><strong>Las distracciones:</strong> una tele encendida de fondo o un teléfono que vibra cerca se llevan la atención.</li>
<li><strong>La dificultad:</strong> las tareas demasiado difíciles y las demasiado fáciles hacen que la mente se vaya.</li>
</ul>
<h2>Planea el aprendizaje en bloques cortos</h2>
<p>Usa la guía por edades para planear. Para un niño de seis años, tres bloques cortos de diez minutos con pausas para moverse suelen rendir más que una media hora seguida. Dile a tu hijo qué toca y cuánto va a durar: «Diez minutos de lectura y luego hacemos cinco saltos de tijera».</p>
<h3>Pausas activas que funcionan</h3>
<ol>
<li>Estírate hacia arriba y luego tócate los pies, cinco veces.</li>
<li>Camina hasta la ventana y nombra tres cosas que veas.</li>
<li>Baila una canción.</li>
<li>Tómate un vaso de agua.</li>
</ol>
<h2>Haz crecer la atención con suavidad</h2>
<p>La atención se parece un poco a un músculo. Puedes ayudarla a crecer con actividades que tu hijo disfrute:</p>
<ul>
<li>Rompecabezas, juegos de construcción y juegos de patrones</li>
<li>Juegos de mesa en los que todos esperan su turno</li>
<li>Escuchar un cuento y volver a contarlo después</li>
<li>Retos con tiempo, cortos y divertidos, y un poco más largos la vez siguiente</li>
</ul>
<blockquote>Alarga la concentración despacio: suma uno o dos minutos a una tarea que tu hijo ya disfruta, en lugar de pedirle un gran salto.</blockquote>
<h2>Cuándo pedir consejo</h2>
<p>Cada niño es distinto, y muchos niños inquietos, soñadores o movidos están perfectamente sanos. Pero si a tu hijo le cuesta mucho más concentrarse que a otros niños de su edad, y se nota en muchos lugares (en casa, en la escuela, con sus amigos) y afecta su aprendizaje o su alegría, habla con su maestra y con su pediatra. Te ayudarán a entender qué pasa y qué apoyo le puede servir.</p>
<h2>En resumen</h2>
<p>La atención corta es parte de crecer. Ajusta las tareas a la edad de tu hijo, incluye movimiento, quita distracciones y alarga la concentración poco a poco. Los dos disfrutarán más el tiempo de aprendizaje.</p>`,
  },
  'Talking About a Tough Report Card': {
    titleEs: 'Cómo hablar de una boleta de calificaciones difícil',
    summaryEs:
      'Unas notas decepcionantes pueden ser el comienzo de un buen plan. Así puedes mantener la calma, escuchar primero y acordar con tu hijo una o dos metas pequeñas.',
    contentEs: `<p>Llega la boleta a casa y las notas no son las que esperabas. Quizá te sientes preocupado, decepcionado o hasta un poco avergonzado. Son sentimientos normales. Aun así, lo que digas en los próximos minutos importa. Una conversación tranquila y cariñosa puede convertir una boleta difícil en un plan, y mostrarle a tu hijo que estás de su lado.</p>
<h2>Haz una pausa antes de reaccionar</h2>
<p>Si te sientes alterado, date tiempo. Está bien decir: «Gracias por enseñármela. Déjame leerla con calma y hablamos después de cenar». Una pausa corta hace que tus primeras palabras sean amables y te ayuda a fijarte en todo lo que dice la boleta, no solo en la nota más baja.</p>
<h2>Empieza por lo positivo</h2>
<p>Casi todas las boletas tienen algo bueno: una materia que salió bien o un comentario sobre su amabilidad, su esfuerzo o una mejor conducta. Empieza por ahí. Así tu hijo sabe que lo ves completo, no solo su nota más floja.</p>
<ul>
<li>«Tu maestra dice que eres de gran ayuda en clase. ¡Qué maravilla!»</li>
<li>«Tu lectura mejoró desde el trimestre pasado. Te lo ganaste con trabajo».</li>
</ul>
<h2>Pregunta y luego escucha</h2>
<p>Seguramente tu hijo ya sabe cómo le fue. Hazle preguntas abiertas y escucha de verdad las respuestas:</p>
<ol>
<li>«¿Cómo te sientes con tu boleta?»</li>
<li>«¿Qué parte te sorprendió?»</li>
<li>«¿Qué te costó este trimestre?»</li>
<li>«¿Qué crees que te ayudaría?»</li>
</ol>
<p>Puede que escuches cosas que no sabías: un asiento lejos del pizarrón, un problema con un amigo, un tema que nunca le quedó claro o mucho cansancio. Estas pistas son más útiles que la nota en sí.</p>
<blockquote>Los niños se abren cuando se sienten seguros. Si esperan enojo, aprenden a esconder los problemas. Si esperan ayuda, aprenden a contarlos.</blockquote>
<h2>Céntrate en lo que se puede cambiar</h2>
<p>Habla de acciones, no de etiquetas. Evita «Eres flojo» o «Eres malo para las matemáticas». En su lugar, describe lo que se puede hacer: «Busquemos una forma de practicar las multiplicaciones que te guste» o «Armemos un horario de tareas que funcione mejor».</p>
<h3>Hagan juntos un plan pequeño</h3>
<ul>
<li>Elijan <strong>una o dos metas</strong>, no diez.</li>
<li>Acuerden pasos concretos: «Leer 15 minutos las noches de escuela» o «Hacerle una pregunta a la maestra cuando me atore».</li>
<li>Decidan cómo van a revisar el avance, por ejemplo unos minutos cada domingo.</li>
</ul>
<h2>Habla con la maestra</h2>
<p>Una reunión corta o un mensaje a la maestra pueden completar el panorama. Pregunta qué le cuesta a tu hijo, qué está haciendo bien y qué puedes hacer en casa. Los maestros valoran a los padres que quieren trabajar en equipo, y tu hijo ve a los adultos del mismo lado.</p>
<p>Si una materia sigue costando, un apoyo extra puede ayudar. Un tutor, un grupo de estudio o una práctica corta diaria con juegos de aprendizaje pueden reconstruir la confianza paso a paso.</p>
<h2>Con calma con los grandes premios y castigos</h2>
<p>Pagar por las notas o quitarle todo lo divertido puede salir mal. Las dos cosas ponen el foco en el resultado y pueden sumar estrés. Mejor elogia el esfuerzo y el progreso, y guarda las pequeñas celebraciones para cuando alcance las metas que fijaron juntos.</p>
<h2>Termina con palabras que den seguridad</h2>
<p>Cierra la conversación con cariño: «Una boleta es información, no un juicio sobre quién eres. Estoy orgulloso de ti y vamos a trabajar en esto juntos». Tu hijo recordará cómo se sintió mucho después de haber olvidado las notas.</p>`,
  },
  'Raising a Curious Kid: Questions at the Dinner Table': {
    titleEs: 'Criar a un niño curioso: preguntas a la hora de la cena',
    summaryEs:
      'La curiosidad crece con la práctica, y la cena es el momento perfecto. Prueba estas preguntas abiertas, una lista familiar de cosas que nos intrigan y las palabras mágicas «¡vamos a averiguarlo!».',
    contentEs: `<p>Los niños curiosos preguntan «¿por qué?» muchísimo, a veces decenas de veces al día. Puede cansar, pero la curiosidad es uno de los mejores motores del aprendizaje. Los niños que hacen preguntas y disfrutan buscando respuestas suelen participar más en la escuela y resolver mejor los problemas. La buena noticia: la curiosidad crece con la práctica, y la mesa de la cena es el lugar perfecto para practicar.</p>
<h2>Por qué funciona la hora de la cena</h2>
<p>Las comidas son de los pocos momentos en que muchas familias se sientan juntas sin prisa. Todos están en un mismo lugar, las pantallas están apagadas (¡o deberían!) y hay tiempo para hablar. Una sola buena pregunta por comida puede encender una gran conversación.</p>
<h2>Preguntas que abren la mente</h2>
<p>Olvídate del «¿Qué tal la escuela?», que casi siempre recibe un «Bien». Prueba con preguntas abiertas que inviten a imaginar y a pensar:</p>
<ul>
<li>«Si pudieras hacerle una pregunta a un animal, ¿qué animal elegirías y qué le preguntarías?»</li>
<li>«¿Qué aprendiste hoy que te sorprendió?»</li>
<li>«¿Por qué crees que las hojas cambian de color en otoño?»</li>
<li>«Si inventaras una fiesta nueva, ¿qué haríamos ese día?»</li>
<li>«¿Qué pasaría si un día no hubiera gravedad?»</li>
<li>«¿Cuál es una pregunta que nunca has podido responder?»</li>
</ul>
<p>Ten en la mesa un frasco con tarjetas de preguntas. Deja que todos en la familia agreguen nuevas y saquen una al azar cada noche.</p>
<h2>Responde a las preguntas con preguntas</h2>
<p>Cuando tu hijo pregunte «¿Por qué el cielo es azul?», no necesitas saber la respuesta. De hecho, a veces es mejor no dársela enseguida. Prueba con:</p>
<ol>
<li>«¡Qué buena pregunta! ¿Tú qué crees?»</li>
<li>«¿Cómo podríamos averiguarlo?»</li>
<li>«Busquémoslo juntos después de cenar».</li>
</ol>
<p>Así los niños aprenden que las preguntas son puntos de partida para explorar, y que no saber algo está perfectamente bien.</p>
<blockquote>«No lo sé, ¡vamos a averiguarlo!» puede ser la frase más poderosa que diga una madre o un padre.</blockquote>
<h2>Muestra tu propia curiosidad</h2>
<p>Los niños copian lo que ven. Pregúntate cosas en voz alta: «Me pregunto cómo construyen puentes sobre ríos tan profundos» o «Hoy leí algo increíble sobre los pulpos». Cuando compartes lo que te da curiosidad, muestras que aprender no termina cuando acaba la escuela.</p>
<h3>Ten una lista de cosas que nos intrigan</h3>
<p>Pega una hoja en el refrigerador para las preguntas que nadie pudo responder en la cena. El fin de semana, elijan una y explórenla juntos con un libro de la biblioteca, un documental corto, un experimento sencillo o una visita a un museo o a un parque.</p>
<h2>Deja espacio para las respuestas equivocadas</h2>
<p>La curiosidad se encoge cuando los niños tienen miedo de equivocarse. Cuando tu hijo lance una idea descabellada, recíbela con interés: «Qué idea tan interesante. ¿Por qué lo piensas?» Luego exploren juntos. Jugar con las ideas hace que las preguntas sigan llegando.</p>
<h2>Curiosidad más allá de la mesa</h2>
<ul>
<li>Salgan a dar un «paseo de preguntas» y reúnan tres cosas que les den curiosidad.</li>
<li>Hagan ciencia en la cocina: ¿qué flota, qué se hunde, qué se disuelve?</li>
<li>Deja que tu hijo elija un tema para ser este mes el experto de la familia.</li>
</ul>
<p>La curiosidad es un hábito que se puede cultivar. Una pregunta en la cena, una lista de intrigas en el refrigerador y una madre o un padre que dice «vamos a averiguarlo» pueden ayudar a tu hijo a convertirse en alguien que aprende toda la vida.</p>`,
  },
  'Choosing Learning Apps That Really Teach': {
    titleEs: 'Cómo elegir aplicaciones que de verdad enseñan',
    summaryEs:
      'Algunas aplicaciones educativas son excelentes, y muchas son sobre todo entretenimiento. Usa esta lista rápida para elegir las que ayudan a tu hijo a pensar, practicar y crecer.',
    contentEs: `<p>Las tiendas de aplicaciones están llenas de juegos que prometen hacer más listo a tu hijo. Algunos son excelentes. Muchos son sobre todo entretenimiento con unas cuantas letras y números espolvoreados. Con unas revisiones sencillas puedes reconocer las aplicaciones que de verdad ayudan a tu hijo a aprender y dejar de lado las que solo lo mantienen tocando la pantalla.</p>
<h2>Busca aprendizaje activo</h2>
<p>Las buenas aplicaciones educativas piden a los niños pensar, no solo mirar o tocar. Tu hijo debería estar resolviendo problemas, tomando decisiones, construyendo cosas o explicando ideas. Una prueba rápida: después de diez minutos, ¿puede contarte qué aprendió o qué practicó?</p>
<h2>Comprueba que se adapta</h2>
<p>Las mejores aplicaciones ajustan la dificultad a medida que tu hijo mejora. Tienen niveles que empiezan fáciles y se van complicando, y bajan el ritmo cuando a un niño le cuesta. Si tu hijo lo pasa todo sin esfuerzo, o se queda atascado en la misma pantalla durante días, la aplicación no está a su nivel.</p>
<h2>Cuidado con las distracciones</h2>
<p>Algunas aplicaciones están diseñadas para que los niños jueguen el mayor tiempo posible, no para enseñar. Ten cuidado con las que tienen:</p>
<ul>
<li>Muchos anuncios, sobre todo los que interrumpen el juego</li>
<li>Ventanas que insisten en compras dentro de la aplicación</li>
<li>Premios que no tienen nada que ver con aprender, como ruletas sin fin o regalos al azar</li>
<li>Animaciones ruidosas cada pocos segundos que alejan la atención de la tarea</li>
</ul>
<p>Los premios pueden motivar, pero deberían celebrar un esfuerzo y un progreso reales, como terminar un nivel o lograr un récord personal.</p>
<h2>Una lista rápida antes de descargar</h2>
<ol>
<li><strong>¿Quién la hizo?</strong> Busca aplicaciones creadas con maestros o expertos en aprendizaje.</li>
<li><strong>¿Qué enseña?</strong> La descripción debería nombrar habilidades concretas, como sumar hasta 20 o reconocer los sonidos de las letras.</li>
<li><strong>¿Es adecuada para la edad de tu hijo?</strong> Revisa el rango de edad y prueba tú los primeros niveles.</li>
<li><strong>¿Cómo cuida la privacidad?</strong> Lee qué datos recoge y si los comparte. Las aplicaciones para niños deberían recoger lo mínimo posible.</li>
<li><strong>¿Puedes ver el progreso?</strong> Una vista para padres que muestre el tiempo dedicado y las habilidades practicadas es una gran ventaja.</li>
</ol>
<h2>Pruébala tú primero</h2>
<p>Dedica cinco minutos a cualquier aplicación nueva antes que tu hijo. Enseguida verás si está bien pensada o es superficial, si es tranquila o ruidosa. Luego jueguen juntos la primera vez. Los niños aprenden más de las aplicaciones cuando un adulto conversa con ellos sobre lo que están haciendo.</p>
<blockquote>La mejor aplicación educativa es la que despierta una conversación cuando la pantalla ya está apagada.</blockquote>
<h2>Equilibra con aprendizaje sin pantallas</h2>
<p>Hasta la mejor aplicación es una herramienta entre muchas. Combina el aprendizaje en pantalla con libros, juegos de construcción, dibujo, cocina y juego al aire libre. Cuando tu hijo aprenda una idea nueva en una aplicación, busca la forma de usarla en la vida real: contar monedas después de un juego de matemáticas o encontrar palabras nuevas en los letreros después de un juego de lectura.</p>
<h2>Sigue revisando</h2>
<p>Las necesidades de los niños cambian rápido. Cada pocos meses, vuelve a mirar. ¿Tu hijo sigue aprendiendo con esta aplicación? ¿Está aburrido o frustrado? ¿Es hora de pasar a algo con más reto? Una revisión corta mantiene el tiempo de pantalla con sentido.</p>
<p>Bien elegidas, las aplicaciones educativas dan a los niños práctica extra, respuesta inmediata y una verdadera sensación de logro. Revisar un poco al principio asegura que el tiempo frente a la pantalla sea tiempo bien aprovechado.</p>`,
  },
  'Healthy Screen Time Habits for the Whole Family': {
    titleEs: 'Hábitos sanos con las pantallas para toda la familia',
    summaryEs:
      'Las pantallas son parte de la vida en familia. Estos hábitos sencillos ayudan a que se acomoden al sueño, el juego, el movimiento y el tiempo juntos, tanto para los padres como para los niños.',
    contentEs: `<p>Las pantallas son parte de la vida diaria: para la tarea, para hablar con los abuelos, para descansar después de un día largo. La meta no es desterrarlas, sino asegurarse de que encajen alrededor de lo que los niños más necesitan: dormir, moverse, jugar y pasar tiempo con las personas que los quieren. Estos son hábitos prácticos que funcionan para toda la familia, padres incluidos.</p>
<h2>Piensa en la calidad, no solo en los minutos</h2>
<p>No todo el tiempo de pantalla es igual. Una videollamada con la abuela, un juego de aprendizaje o un documental sobre ballenas es muy distinto de horas de videos que se reproducen solos. Pregúntate:</p>
<ul>
<li>¿Mi hijo está creando, aprendiendo o conectando con alguien, o solo deslizando el dedo?</li>
<li>¿El contenido es adecuado para su edad?</li>
<li>¿A veces vemos o jugamos juntos?</li>
</ul>
<h2>Orientaciones generales por edad</h2>
<p>Para bebés y niños menores de unos 18 meses, muchos pediatras recomiendan evitar las pantallas, salvo las videollamadas con la familia. Para niños de 2 a 5 años, una pauta frecuente es alrededor de una hora al día de contenido de calidad, idealmente visto con un adulto. Para los niños en edad escolar no hay un número mágico. Lo importante es que las pantallas no desplacen el sueño, la actividad física, la tarea ni el tiempo en familia.</p>
<h2>Hagan un plan familiar de pantallas</h2>
<p>Siéntense juntos y acuerden unas pocas reglas sencillas. Los niños cumplen mejor las reglas cuando ayudan a crearlas.</p>
<ol>
<li><strong>Zonas sin pantallas:</strong> por ejemplo, la mesa del comedor y los dormitorios.</li>
<li><strong>Momentos sin pantallas:</strong> la primera hora después de despertar y la hora antes de dormir.</li>
<li><strong>Primero lo primero:</strong> la tarea, las tareas de la casa y el rato al aire libre van antes que las pantallas.</li>
<li><strong>Estacionamiento de aparatos:</strong> teléfonos y tabletas se cargan por la noche fuera de los dormitorios.</li>
</ol>
<h3>Cuida el sueño</h3>
<p>Las pantallas antes de dormir pueden hacer más difícil conciliar el sueño, tanto por la luz brillante como porque el contenido emocionante mantiene la mente ocupada. Intenta apagarlas una hora antes de acostarse y cámbialas por una rutina tranquila, como leer juntos.</p>
<h2>Usa temporizadores y transiciones suaves</h2>
<p>Parar de golpe les cuesta a los niños, sobre todo a mitad de un juego o de un programa. Avisa cinco minutos antes y luego un minuto antes. Los temporizadores visuales ayudan a los más pequeños a ver cuánto tiempo queda. Acuerden de antemano qué viene después, como una merienda, un paseo o jugar con bloques, para que el final de la pantalla lleve a algo bueno.</p>
<h2>Sé un ejemplo</h2>
<p>Los niños se fijan en cómo usan el teléfono los adultos. Si revisas mensajes durante las comidas, querrán hacer lo mismo. Prueba a guardar tu teléfono durante el tiempo en familia y a decir en voz alta lo que haces: «Guardo el teléfono en el cajón para que podamos jugar».</p>
<blockquote>Los niños aprenden más de lo que hacemos con las pantallas que de lo que decimos sobre ellas.</blockquote>
<h2>Facilita las alternativas</h2>
<p>Es fácil recurrir a una pantalla cuando no hay nada más a mano. Ten otras opciones al alcance:</p>
<ul>
<li>Una caja con materiales de arte y papel</li>
<li>Rompecabezas, juegos de mesa y juegos de construcción</li>
<li>Libros de la biblioteca, que se cambian cada par de semanas</li>
<li>Una pelota, una cuerda para saltar o una bicicleta para jugar afuera</li>
</ul>
<h2>Sigan conversando</h2>
<p>Pregúntale a tu hijo qué le gusta ver y jugar, y por qué. Juega de vez en cuando a su juego favorito con él. Cuando los niños sienten que te interesa, es más probable que acudan a ti si ven algo confuso o inquietante en internet.</p>
<p>Los hábitos sanos con las pantallas no se tratan de reglas perfectas. Se tratan de equilibrio, de un plan que la familia acuerda y de mucho tiempo para lo que las pantallas no pueden reemplazar.</p>`,
  },
};

/** By the game's English title. */
export const demoGamesEs: Record<string, DemoGameEs> = {
  'Math Quick Challenge': {
    titleEs: 'Desafío matemático rápido',
    descriptionEs:
      '¿Cuántas sumas puedes resolver en 60 segundos? Elige Fácil, Medio o Difícil, responde rápido ¡y trata de superar tu mejor puntaje!',
  },
  'Number Trail': {
    titleEs: 'Sendero de números',
    descriptionEs:
      'Salta por las piedras del camino sumando y restando. ¡Llega a la bandera en lo alto de la colina para abrir el siguiente nivel!',
  },
  'Spelling Bee Blocks': {
    titleEs: 'Bloques de la abeja deletreadora',
    descriptionEs:
      'Ayuda a la abeja trabajadora a apilar bloques de letras para formar palabras. Escucha cada palabra y constrúyela letra por letra.',
  },
  'Word Detective': {
    titleEs: 'Detective de palabras',
    descriptionEs:
      'Toma tu lupa y busca pistas en cada oración. ¿Puedes descubrir qué significa la palabra misteriosa?',
  },
  'Space Explorer Quiz': {
    titleEs: 'Explorador del espacio',
    descriptionEs:
      '¡Despega y visita los planetas! Responde preguntas sobre estrellas, lunas y cohetes para volar cada vez más lejos en el espacio.',
  },
  'Nature Lab Quiz': {
    titleEs: 'Laboratorio de la naturaleza',
    descriptionEs:
      'Mira por el microscopio y descubre insectos, hojas y seres vivos. ¿Cuántos datos de la naturaleza conoces?',
  },
  'Pattern Puzzles': {
    titleEs: 'Rompecabezas de patrones',
    descriptionEs:
      'Círculo, triángulo, cuadrado… ¿qué sigue? Descubre el patrón y encuentra la pieza que falta para terminar cada rompecabezas.',
  },
  'Robot Maze': {
    titleEs: 'Laberinto del robot',
    descriptionEs:
      'Dale al robot amigo instrucciones paso a paso para que encuentre el camino en el laberinto. ¡Planea con cuidado y llega a la estrella!',
  },
};

/** By the name of the person who wrote it (their name stays as it is). */
export const demoTestimonialsEs: Record<string, DemoTestimonialEs> = {
  'Maria Alvarez': {
    titleEs: 'Mamá de dos',
    contentEs:
      'Mi hijo les tenía pavor a las fracciones. Después de seis semanas con su tutora, pide jugar al Desafío matemático rápido antes de cenar, y su última prueba llegó a casa con una gran carita feliz.',
  },
  'James Porter': {
    titleEs: 'Papá de una niña de 7 años',
    contentEs:
      'El artículo sobre la lectura antes de dormir cambió nuestras noches. Diez minutos, a la misma hora y en la misma almohada, y ahora es mi hija quien me recuerda que es hora de leer.',
  },
  'Nadia Johnson': {
    titleEs: 'Mamá de una alumna de quinto grado',
    contentEs:
      'Reservar una sesión toma un minuto, y los tutores de verdad escuchan. Por fin mi hija se siente segura con sus proyectos de ciencias.',
  },
  'Wei Chen': {
    titleEs: 'Papá de tres',
    contentEs:
      'Con tres hijos, me encanta ver el progreso de todos en un solo lugar. Los puntos y los premios los mantienen motivados sin que yo tenga que insistir.',
  },
  'Fatima Noor': {
    titleEs: 'Mamá de un niño curioso de 9 años',
    contentEs:
      'Mi hijo termina volando el Explorador del espacio y luego en la cena quiere contarnos todo sobre Saturno. En casa, aprender ya se siente como jugar.',
  },
  'Rachel Carter': {
    titleEs: 'Maestra de tercer grado',
    contentEs:
      'Recomiendo Sprout a las familias que quieren practicar más en casa. Los juegos son cortos, tranquilos y enfocados, justo lo que necesitan los más pequeños.',
  },
};

/** By the item's English name. */
export const demoMerchandiseEs: Record<string, DemoMerchandiseEs> = {
  'Star Learner Sticker Pack': {
    nameEs: 'Paquete de calcomanías Estrella del aprendizaje',
    descriptionEs:
      'Una hoja imprimible de calcomanías brillantes con estrellas, corazones, hojas y letras. Perfectas para cuadernos y tablas de lectura.',
  },
  'Math Genius Certificate': {
    nameEs: 'Certificado de Genio de las matemáticas',
    descriptionEs:
      'Un certificado imprimible con un sello de estrella dorada y tu nombre. ¡Muéstrale a todos lo mucho que te esforzaste!',
  },
  'Rainbow Pencil Set': {
    nameEs: 'Set de lápices arcoíris',
    descriptionEs:
      'Cinco lápices de colores brillantes en una caja resistente, listos para dibujar, escribir y hacer la tarea.',
  },
  'Golden Star Trophy': {
    nameEs: 'Trofeo Estrella dorada',
    descriptionEs:
      'Un trofeo virtual reluciente para tu estante de Sprout, para celebrar un nuevo récord personal. ¡Te lo ganaste!',
  },
  'Leafy Water Bottle': {
    nameEs: 'Botella de agua Hojita',
    descriptionEs:
      'Una botella azul cielo con una etiqueta de brote que mantiene tu agua fresca todo el día de escuela.',
  },
  'Sprout Explorer T-Shirt': {
    nameEs: 'Camiseta Exploradora de Sprout',
    descriptionEs:
      'Una camiseta suave de color verde hoja con un brote al frente. En tallas infantiles de la XS a la L.',
  },
  'Sprouty Plush Buddy': {
    nameEs: 'Peluche Sprouty',
    descriptionEs:
      'Sprouty es suave, redondito y está listo para los abrazos. Un compañero de lectura acogedor para los cuentos antes de dormir.',
  },
  'Bedtime Story Book Bundle': {
    nameEs: 'Colección de cuentos para dormir',
    descriptionEs:
      'Cuatro libros favoritos, ilustrados y por capítulos, atados con un listón. Un gran comienzo para tu propia biblioteca en casa.',
  },
};
