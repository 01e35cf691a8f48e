// The Spanish science bank, as the English one (science-bank.ts): the same topics, tiers and
// pictures, written in Spanish, and the planets' and animals' questions in Spanish words. Loaded
// only for a round in Spanish (banks.ts).
import {
  type Animal,
  type AnimalWords,
  animalItems,
  type PlanetWords,
  planetItems,
  type ScienceItem,
  writtenItems,
} from './science-bank.ts';

// topic | tier | question | answer | wrong; wrong; wrong | fact (optional)
const WRITTEN = `
space|1|¿Qué es el Sol?|una estrella|un planeta; una luna; un cometa|El Sol es una estrella, una bola enorme de gas caliente que brilla.
space|1|¿Alrededor de qué gira la Luna?|la Tierra|Marte; Venus; Júpiter|La Luna da la vuelta a la Tierra más o menos una vez al mes.
space|1|¿Cuánto tarda la Tierra en dar una vuelta alrededor del Sol?|más o menos un año|más o menos un día; más o menos una semana; más o menos un mes
space|1|¿Cuánto tarda la Tierra en girar una vez sobre sí misma?|más o menos un día|más o menos un año; más o menos una hora; más o menos un mes
space|1|¿Cómo se llama una persona que viaja al espacio?|astronauta|piloto; marinero; bombero
space|1|¿Qué hace que las cosas caigan al suelo?|la gravedad|el viento; la luz del sol; el sonido
space|1|¿En qué planeta vivimos?|la Tierra|Marte; Venus; Saturno
space|1|¿Qué aparato nos ayuda a ver estrellas lejanas?|un telescopio|un microscopio; un estetoscopio; una lupa
space|1|¿Qué se ponen los astronautas para respirar fuera de la nave?|un traje espacial|un impermeable; un chaleco salvavidas; un sombrero de sol
space|1|¿Qué forma tiene la Tierra?|redonda como una pelota|plana como un plato; de cubo; de triángulo
space|1|¿Qué planeta se llama el planeta rojo?|Marte|Júpiter; Neptuno; la Tierra|Marte se ve rojo porque su polvo está oxidado.
space|1|¿Qué planeta tiene grandes anillos brillantes?|Saturno|Marte; Mercurio; la Tierra
space|1|¿Cuál es el planeta más grande?|Júpiter|la Tierra; Marte; Mercurio
space|1|¿Cuántas lunas tiene la Tierra?|una|ninguna; dos; diez
space|1|¿Qué titila en el cielo de noche?|las estrellas|las nubes; los arcoíris; las cometas de papel
space|1|¿Cómo se llama la Luna cuando se ve como un círculo entero y brillante?|luna llena|luna nueva; media luna; luna barco
space|1|¿Qué lleva un cohete al espacio?|astronautas y naves|peces y barcos; árboles y flores; coches y autobuses
space|1|¿Qué cubre el suelo de la Luna?|polvo gris y rocas|hierba verde; océanos profundos; nieve y hielo
space|2|¿Cuál es el planeta más caliente?|Venus|Mercurio; Marte; Neptuno|Venus es aún más caliente que Mercurio: sus nubes espesas atrapan el calor.
space|2|¿Dónde viven los astronautas mientras dan vueltas a la Tierra durante meses?|en una estación espacial|en un submarino; en un faro; en una casa del árbol
space|3|¿Cómo se llama un grupo enorme de miles de millones de estrellas?|una galaxia|una constelación; un cometa; un cráter
space|3|¿De qué está hecho sobre todo el Sol?|de gas hidrógeno y helio|de roca y arena; de agua y hielo; de hierro y oro
space|2|¿Cómo se llama un grupo de estrellas que forma un dibujo en el cielo?|una constelación|una galaxia; un cometa; una órbita
space|2|¿Cómo se llama nuestra galaxia?|la Vía Láctea|la Osa Mayor; el Viento Solar; el Camino de Estrellas
space|2|¿Por qué brilla la Luna de noche?|refleja la luz del Sol|hace su propia luz; está ardiendo; está llena de lámparas
space|2|¿Qué es de verdad una estrella fugaz?|una roca del espacio que se quema en el aire|una estrella que cae a la Tierra; un planeta diminuto; un cohete
space|2|¿Cómo se llama el camino que sigue un planeta alrededor del Sol?|una órbita|un cráter; un eclipse; una galaxia
space|2|¿Cómo se llama el hoyo redondo que deja en la Luna una roca del espacio?|un cráter|un volcán; un cañón; un río
space|2|¿Por qué hay día y noche?|la Tierra gira sobre sí misma|el Sol da vueltas a la Tierra; la Luna tapa el Sol; las nubes tapan el Sol
space|2|¿Qué estrella está más cerca de la Tierra?|el Sol|la Estrella Polar; Sirio; la Luna|La Luna no es una estrella: es el satélite de la Tierra.
space|3|¿Qué pasa en un eclipse de Sol?|la Luna tapa el Sol|la Tierra tapa la Luna; el Sol se apaga; las nubes tapan el Sol
space|3|¿De qué está hecho sobre todo un cometa?|de hielo y polvo|de lava caliente; de oro; de nubes
space|3|¿Quién fue la primera persona en caminar sobre la Luna?|Neil Armstrong|Yuri Gagarin; Sally Ride; John Glenn|Neil Armstrong pisó la Luna en 1969.
space|3|¿Cuánto tarda más o menos la Luna en dar la vuelta a la Tierra?|más o menos un mes|más o menos un día; más o menos un año; más o menos una hora
earth|1|¿Cómo se llama el agua que cae de las nubes?|lluvia|niebla; rocío; vapor
earth|1|¿Qué le pasa al agua cuando se congela?|se convierte en hielo|se convierte en vapor; desaparece; se convierte en arena
earth|1|¿Cómo se llama la roca derretida y caliente que sale de un volcán?|lava|arena; barro; hielo
earth|1|¿Qué estación viene después del invierno?|la primavera|el verano; el otoño; otro invierno
earth|1|¿Cómo se llama cuando el suelo tiembla?|un terremoto|un tornado; una inundación; una sequía
earth|1|¿Cómo se llama una tormenta de viento fuerte que gira?|un tornado|una brisa; una llovizna; un arcoíris
earth|2|¿Cómo se llama el agua cuando se convierte en gas?|vapor de agua|hielo; nieve; arena
earth|2|¿A qué temperatura se congela el agua?|0 °C|10 °C; 50 °C; 100 °C
earth|2|¿Cuántos continentes hay?|7|5; 9; 12
earth|2|¿Cuál es el océano más grande de la Tierra?|el océano Pacífico|el océano Atlántico; el océano Índico; el océano Ártico
earth|2|¿Cuáles son los tres estados de la materia que vemos cada día?|sólido, líquido y gas|caliente, tibio y frío; piedra, papel y tijera; sol, luna y estrellas
earth|2|¿Qué forma un arcoíris?|la luz del sol que atraviesa las gotas de lluvia|pintura en el cielo; la Luna; el viento
earth|2|¿Qué gas respiramos para vivir?|oxígeno|dióxido de carbono; helio; humo
earth|2|¿Qué material atrae un imán?|el hierro|la madera; el plástico; el vidrio
earth|2|¿Dónde está la mayor parte del agua de la Tierra?|en los océanos|en los ríos; en los lagos; en las nubes
earth|2|¿Qué fuerza frena una caja que se desliza por el suelo?|la fricción|la gravedad; el magnetismo; la luz del sol
earth|3|¿A qué temperatura hierve el agua al nivel del mar?|100 °C|0 °C; 50 °C; 200 °C
earth|3|¿Cómo se llama la científica o el científico que estudia las rocas?|geólogo|biólogo; astrónomo; químico
earth|3|¿Qué gas toman las plantas del aire?|dióxido de carbono|oxígeno; helio; neón
earth|3|¿Qué es el ciclo del agua?|el agua que va y viene entre la tierra, el mar y el cielo|una bicicleta que funciona con agua; un tipo de barco; una clase de nube
earth|3|¿Cuál de estas es una energía renovable?|el viento|el carbón; el petróleo; la gasolina
earth|3|¿Cómo se llama la capa de aire que rodea la Tierra?|la atmósfera|la corteza; el núcleo; la órbita
body|1|¿Qué bombea la sangre por todo tu cuerpo?|el corazón|los pulmones; el estómago; el cerebro
body|1|¿Para qué te sirven los pulmones?|para respirar|para ver; para oír; para saborear
body|1|¿Qué sentido usas con la nariz?|el olfato|la vista; el oído; el tacto
body|1|¿Qué parte del cuerpo te ayuda a pensar?|el cerebro|el corazón; la rodilla; el codo
body|1|¿Qué quita los microbios de tus manos?|lavarlas con jabón|chuparlas; limpiarlas en la ropa; soplarlas
body|1|¿Cómo se llaman las cosas duras y blancas de tu boca que te ayudan a masticar?|los dientes|las uñas; las encías; los labios
body|2|¿Adónde va la comida después de tragarla?|al estómago|a los pulmones; al corazón; al cerebro
body|2|¿Qué alimentos ayudan a tener huesos fuertes?|la leche y el queso|los caramelos; las papas fritas; los refrescos
body|2|¿Para qué te sirven los músculos?|para moverte|para soñar; para que crezca el pelo; para ver colores
body|3|¿Cuántos huesos tiene el cuerpo de una persona adulta?|206|50; 100; 500
body|3|¿Cuál es el órgano más grande del cuerpo?|la piel|el corazón; el cerebro; el hígado
body|3|¿Cuántos dientes suele tener una persona adulta?|32|20; 10; 50
nature|1|¿Qué necesitan las plantas para fabricar su alimento?|luz del sol, agua y aire|solo tierra; solo oscuridad; solo sal
nature|1|¿En qué se convierte una oruga?|en una mariposa o una polilla|en una araña; en una rana; en un pájaro
nature|1|¿En qué se convierte un renacuajo?|en una rana|en un pez; en una serpiente; en una tortuga
nature|1|¿Qué parte de la planta toma el agua de la tierra?|las raíces|los pétalos; las flores; el fruto
nature|1|¿Qué fabrican las abejas?|miel|leche; seda; queso
nature|1|¿En qué se convierten las semillas?|en plantas nuevas|en piedras; en insectos; en nubes
nature|1|¿Cómo se llama la cría del gato?|gatito|cachorro; ternero; potro
nature|1|¿Cómo se llama la cría del perro?|cachorro|gatito; osezno; pollito
nature|1|¿Cómo se llama la cría de la vaca?|ternero|cordero; cerdito; patito
nature|1|¿Cómo se llama la cría de la oveja?|cordero|ternero; potro; gatito
nature|1|¿Cómo se llama la cría del caballo?|potro|cordero; osezno; patito
nature|1|¿Cómo se llama la cría del oso?|osezno|potro; cachorro; pollito
nature|1|¿Qué tejen las arañas?|telarañas|nidos; miel; conchas
nature|2|¿Cómo se llama un animal que solo come plantas?|herbívoro|carnívoro; omnívoro; depredador
nature|2|¿Cómo se llama un animal que solo come carne?|carnívoro|herbívoro; omnívoro; polinizador
nature|2|¿Cómo se llama cuando un animal duerme todo el invierno?|hibernación|migración; camuflaje; polinización
nature|2|¿Qué lleva el polen de flor en flor?|las abejas y otros insectos|las piedras; los peces; la nieve
nature|2|¿Cómo respiran los peces bajo el agua?|con branquias|con pulmones; con aletas; con escamas
nature|2|¿Cuál es el animal más grande de la Tierra?|la ballena azul|el elefante; la jirafa; el gran tiburón blanco
nature|2|¿Cuál es el animal terrestre más rápido?|el guepardo|el caballo; el león; el avestruz
nature|3|¿Cómo se llama la sustancia verde de las hojas que ayuda a las plantas a fabricar alimento?|clorofila|tiza; miel; sal
nature|3|¿Cómo se llama un árbol que pierde las hojas en otoño?|de hoja caduca|de hoja perenne; un cactus; un helecho
nature|3|¿Cómo se llama la forma en que una planta fabrica alimento con la luz del sol?|fotosíntesis|hibernación; evaporación; migración
nature|3|¿Qué es una cadena alimentaria?|quién se come a quién en la naturaleza|un collar hecho de comida; una fila en una tienda; una especie de receta
`;

const ORDINALS = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo'];
const PLANET_WORDS: PlanetWords = {
  name: {
    Mercury: 'Mercurio',
    Venus: 'Venus',
    Earth: 'la Tierra',
    Mars: 'Marte',
    Jupiter: 'Júpiter',
    Saturn: 'Saturno',
    Uranus: 'Urano',
    Neptune: 'Neptuno',
  },
  order: (place) => `¿Qué planeta está en el ${ORDINALS[place]} lugar contando desde el Sol?`,
  kind: (planet) =>
    `¿${planet.charAt(0).toUpperCase()}${planet.slice(1)} es un planeta rocoso o un planeta gigante hecho sobre todo de gas y hielo?`,
  rocky: 'un planeta rocoso',
  giant: 'un planeta gigante',
  kindFact: 'Mercurio, Venus, la Tierra y Marte son rocosos; Júpiter, Saturno, Urano y Neptuno son gigantes.',
  closer: (a, b) => `¿Qué planeta está más cerca del Sol: ${a} o ${b}?`,
  closerFact: (names) => `Desde el Sol hacia fuera: ${names.join(', ')}.`,
  bigger: (a, b) => `¿Qué planeta es más grande: ${a} o ${b}?`,
  biggerFact:
    'Del más grande al más pequeño: Júpiter, Saturno, Urano, Neptuno, la Tierra, Venus, Marte, Mercurio.',
};

/** Each animal with its article, as a question names it. */
const ANIMAL_NAME: Record<Animal | 'spider', string> = {
  cow: 'la vaca',
  horse: 'el caballo',
  lion: 'el león',
  tiger: 'el tigre',
  elephant: 'el elefante',
  giraffe: 'la jirafa',
  'blue whale': 'la ballena azul',
  dolphin: 'el delfín',
  'brown bear': 'el oso pardo',
  rabbit: 'el conejo',
  kangaroo: 'el canguro',
  koala: 'el koala',
  zebra: 'la cebra',
  wolf: 'el lobo',
  'red fox': 'el zorro rojo',
  hippo: 'el hipopótamo',
  bat: 'el murciélago',
  squirrel: 'la ardilla',
  eagle: 'el águila',
  owl: 'el búho',
  penguin: 'el pingüino',
  parrot: 'el loro',
  chicken: 'la gallina',
  ostrich: 'el avestruz',
  hummingbird: 'el colibrí',
  snake: 'la serpiente',
  crocodile: 'el cocodrilo',
  tortoise: 'la tortuga de tierra',
  lizard: 'la lagartija',
  turtle: 'la tortuga marina',
  frog: 'la rana',
  toad: 'el sapo',
  salamander: 'la salamandra',
  newt: 'el tritón',
  shark: 'el tiburón',
  goldfish: 'el pez dorado',
  salmon: 'el salmón',
  seahorse: 'el caballito de mar',
  clownfish: 'el pez payaso',
  bee: 'la abeja',
  butterfly: 'la mariposa',
  ladybug: 'la mariquita',
  grasshopper: 'el saltamontes',
  dragonfly: 'la libélula',
  ant: 'la hormiga',
  beetle: 'el escarabajo',
  spider: 'la araña',
};

const ANIMAL_WORDS: AnimalWords = {
  group: (animal) => `¿Qué clase de animal es ${ANIMAL_NAME[animal]}?`,
  groupName: {
    mammal: 'un mamífero',
    bird: 'un ave',
    reptile: 'un reptil',
    amphibian: 'un anfibio',
    fish: 'un pez',
    insect: 'un insecto',
  },
  diet: (animal) => `¿Qué come sobre todo ${ANIMAL_NAME[animal]}?`,
  dietName: {
    plants: 'plantas',
    'other animals': 'otros animales',
    'both plants and animals': 'plantas y animales',
  },
  legs: (animal) => `¿Cuántas patas tiene ${ANIMAL_NAME[animal]}?`,
  insectFact: 'Todos los insectos tienen seis patas.',
  spiderFact: 'Las arañas tienen ocho patas, así que no son insectos.',
};

export const SCIENCE_BANK_ES: ScienceItem[] = [
  ...writtenItems(WRITTEN),
  ...planetItems(PLANET_WORDS),
  ...animalItems(ANIMAL_WORDS),
];
