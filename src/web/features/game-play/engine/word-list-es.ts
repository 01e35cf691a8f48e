// The Spanish word list for spelling and word-meaning games, as the English one (word-list.ts):
// each word with a meaning a child understands, 45 a tier (1: early grades, 3: upper grades),
// accents and ñ as the words have them. Loaded only for a round in Spanish (banks.ts).
import { type WordEntry, wordTier } from './word-list.ts';

export const WORDS_ES: WordEntry[] = [
  ...wordTier(
    1,
    `
feliz | que siente alegría y está contento
saltar | despegar los pies del suelo con las piernas
casa | el edificio donde vive una familia
verde | el color de la hierba
amigo | alguien que te quiere y a quien tú quieres
agua | el líquido transparente de los ríos y la lluvia
dormir | descansar con los ojos cerrados por la noche
manzana | una fruta redonda que crece en los árboles
sonrisa | la forma alegre que pone tu boca
pequeño | de poco tamaño
rápido | que se mueve deprisa
frío | que tiene la temperatura baja, como el hielo
pan | un alimento que se hornea con harina
río | una corriente larga de agua que llega hasta el mar
maestra | la persona que te ayuda a aprender en la escuela
jardín | un lugar donde crecen flores y plantas
conejo | un animal pequeño de orejas largas que salta
nube | una forma blanca o gris que flota en el cielo
reír | hacer sonidos cuando algo te hace gracia
silla | un asiento con respaldo para una persona
noche | el tiempo oscuro cuando no hay sol
valiente | que no tiene miedo de hacer algo difícil
amable | simpático y dispuesto a ayudar a los demás
gritar | decir algo muy, muy fuerte
limpio | que no está sucio
hambre | las ganas de comer
compartir | dejar que otros usen o tengan parte de lo tuyo
cuento | una historia corta, real o inventada
planta | un ser vivo que crece en la tierra, como una flor o un árbol
silencio | cuando no se oye ningún ruido
temprano | antes de la hora de siempre
empezar | comenzar algo
cansado | que necesita descansar o dormir
pesado | difícil de levantar
vacío | que no tiene nada dentro
escuchar | poner atención a los sonidos
brillante | lleno de luz; que brilla
gracias | lo que dices cuando alguien hace algo por ti
mañana | el día que viene después de hoy
amarillo | el color del limón
debajo | en un lugar más bajo que otra cosa
invierno | la estación más fría del año
familia | los padres, los hijos y los demás parientes
construir | hacer algo juntando sus partes
perdido | que no sabe encontrar el camino
`,
  ),
  ...wordTier(
    2,
    `
curioso | que quiere saber o aprender cosas nuevas
enorme | muy, muy grande
frágil | que se rompe con facilidad
antiguo | muy viejo; de hace mucho tiempo
reunir | juntar cosas en un mismo lugar
viaje | el camino que haces de un lugar a otro
delicioso | que sabe muy rico
explorar | recorrer un lugar para conocerlo
predecir | decir lo que crees que va a pasar
temblar | moverse sin querer por el frío o el miedo
vistazo | una mirada rápida
susurrar | hablar muy bajito
nervioso | preocupado y un poco asustado
proteger | cuidar para que no le pase nada malo
premio | algo que recibes por hacer algo bien
suave | blando y delicado, nada áspero
observar | mirar algo con mucha atención
pueblo | un grupo pequeño de casas en el campo
terco | que no quiere cambiar de idea
cigüeña | un ave grande de patas largas que hace su nido en los tejados
acogedor | cálido y cómodo
húmedo | un poco mojado
enfadado | molesto porque algo no te gusta
imaginar | ver algo en tu mente
inventar | crear algo nuevo que no existía
isla | tierra rodeada de agua por todas partes
educado | que tiene buenos modales
rescatar | salvar a alguien de un peligro
corretear | correr de aquí para allá con pasos cortos
tímido | que siente vergüenza al hablar con gente nueva
desaparecer | dejar de verse de repente
pasear | andar sin prisa, por gusto
ausente | que no está aquí
discutir | no estar de acuerdo con alguien y decirlo con palabras
madriguera | un agujero en la tierra donde vive un animal
tranquilo | en calma, sin nervios
prudente | que tiene cuidado para no correr peligros
decidir | elegir lo que vas a hacer
banquete | una comida grande y especial
hábitat | el hogar natural de una planta o un animal
cosechar | recoger del campo los frutos cuando están maduros
arreglar | reparar algo que está roto
extraño | raro, poco común
montaña | una gran elevación de tierra y roca, mucho más alta que una colina
celebrar | hacer una fiesta por un día especial
`,
  ),
  ...wordTier(
    3,
    `
abundante | más que suficiente; que hay mucho
exacto | justo como debe ser, sin errores
asombrar | sorprender muchísimo
beneficio | algo que te ayuda o te hace bien
cooperar | trabajar juntos
consecuencia | lo que pasa por algo que se hizo
desesperado | que necesita algo con muchísima urgencia
diligente | que trabaja con esfuerzo y cuidado
detallado | con muchas partes pequeñas y detalles
finalmente | al final, después de mucho tiempo
prueba | algo que demuestra que una cosa es verdad
frecuente | que pasa a menudo
generoso | que da a los demás con gusto
dudar | no estar seguro de qué hacer
idéntico | exactamente igual
averiguar | buscar datos para saber la verdad
magnífico | muy bello y grandioso
escaso | poco, que no alcanza
navegar | viajar por el agua en un barco
obstáculo | algo que te cierra el paso
adversario | la persona contra la que juegas o compites
convencer | conseguir que alguien piense como tú
puntual | que llega a la hora
reacio | que no tiene ganas de hacer algo
remedio | algo que te cura
parecerse | ser casi igual que otra persona o cosa
hermano | un niño que tiene los mismos padres que tú
espectador | la persona que mira un partido o un espectáculo
cumbre | la parte más alta de una montaña
temporal | que dura poco tiempo
transparente | tan claro que se puede ver a través
unánime | en lo que todos están de acuerdo
vistoso | lleno de vida y de colores alegres
vertical | derecho de arriba abajo
cañón | un valle muy hondo entre paredes de roca
depredador | un animal que caza a otros animales
migrar | irse a otro lugar cuando cambia la estación
nocturno | despierto y activo por la noche
camuflaje | los colores o manchas que ayudan a un animal a esconderse
fósil | los restos de un ser vivo de hace mucho tiempo, guardados en la roca
horizonte | la línea donde el cielo parece tocar la tierra o el mar
afortunado | que tiene buena suerte
alboroto | mucho ruido y jaleo
descubrir | encontrar algo que estaba escondido o que nadie conocía
triunfo | una gran victoria
`,
  ),
];
