// The Spanish versions of the demo catalog's authored texts (docs/architecture.md#languages),
// keyed by the English name or title of the item in demo-content.ts. A field left out is read in
// English by a reader of Spanish (marked lang="en" on the page), as for an admin's own content.
// Written for families who read Spanish: tú for children and parents alike, as Sprout speaks.

export type DemoTutorEs = { bioEs: string };
export type DemoArticleEs = { titleEs: string; summaryEs: string; contentEs?: string };
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
  },
  'A Calm Morning Routine for School Days': {
    titleEs: 'Una mañana tranquila en los días de escuela',
    summaryEs:
      'Menos zapatos perdidos, menos gritos y una despedida más cálida en la puerta de la escuela. Una mañana tranquila empieza la noche anterior, con un plan que todos entienden.',
  },
  'Homework Without Tears: Setting Up a Study Spot': {
    titleEs: 'Tareas sin lágrimas: cómo preparar un rincón de estudio',
    summaryEs:
      'Buena luz, un kit de tareas bien surtido y un horario fijo hacen que la tarea fluya mejor. Así puedes preparar un rincón de estudio y ayudar sin hacer tú el trabajo.',
  },
  'How Long Can Your Child Focus? Attention Span by Age': {
    titleEs: '¿Cuánto tiempo puede concentrarse tu hijo? La atención según la edad',
    summaryEs:
      'Es normal que los niños pequeños se concentren poco rato. Usa esta guía aproximada por edades para planear un tiempo de aprendizaje a la medida de tu hijo, con pausas que ayudan.',
  },
  'Talking About a Tough Report Card': {
    titleEs: 'Cómo hablar de una boleta de calificaciones difícil',
    summaryEs:
      'Unas notas decepcionantes pueden ser el comienzo de un buen plan. Así puedes mantener la calma, escuchar primero y acordar con tu hijo una o dos metas pequeñas.',
  },
  'Raising a Curious Kid: Questions at the Dinner Table': {
    titleEs: 'Criar a un niño curioso: preguntas a la hora de la cena',
    summaryEs:
      'La curiosidad crece con la práctica, y la cena es el momento perfecto. Prueba estas preguntas abiertas, una lista familiar de cosas que nos intrigan y las palabras mágicas «¡vamos a averiguarlo!».',
  },
  'Choosing Learning Apps That Really Teach': {
    titleEs: 'Cómo elegir aplicaciones que de verdad enseñan',
    summaryEs:
      'Algunas aplicaciones educativas son excelentes, y muchas son sobre todo entretenimiento. Usa esta lista rápida para elegir las que ayudan a tu hijo a pensar, practicar y crecer.',
  },
  'Healthy Screen Time Habits for the Whole Family': {
    titleEs: 'Hábitos sanos con las pantallas para toda la familia',
    summaryEs:
      'Las pantallas son parte de la vida en familia. Estos hábitos sencillos ayudan a que se acomoden al sueño, el juego, el movimiento y el tiempo juntos, tanto para los padres como para los niños.',
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
