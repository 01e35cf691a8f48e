// The science question bank shipped with the app: hand-written facts, plus questions built from
// small fact tables (the planets, animals). Topics: space (the sky and what lies beyond it: never
// weather, air or the continents, which are earth's), earth, body, nature. Tier 1 is for
// the early grades, 3 for the upper ones.

export interface ScienceItem {
  key: string;
  topic: 'space' | 'earth' | 'body' | 'nature';
  tier: 1 | 2 | 3;
  question: string;
  answer: string;
  wrong: string[];
  fact?: string;
}

// topic | tier | question | answer | wrong; wrong; wrong | fact (optional)
const WRITTEN = `
space|1|What is the Sun?|a star|a planet; a moon; a comet|The Sun is a star, a huge ball of hot glowing gas.
space|1|What does the Moon travel around?|Earth|Mars; Venus; Jupiter|The Moon goes around Earth about once a month.
space|1|How long does Earth take to go once around the Sun?|about one year|about one day; about one week; about one month
space|1|How long does Earth take to spin around once?|about one day|about one year; about one hour; about one month
space|1|What do we call a person who travels into space?|an astronaut|a pilot; a sailor; a firefighter
space|1|What pulls things down toward the ground?|gravity|wind; sunlight; sound
space|1|Which planet do we live on?|Earth|Mars; Venus; Saturn
space|1|Which tool helps us see faraway stars?|a telescope|a microscope; a stethoscope; a magnifying mirror
space|1|What do astronauts wear to breathe on a spacewalk?|a space suit|a raincoat; a life jacket; a sun hat
space|1|What shape is Earth?|round like a ball|flat like a plate; shaped like a cube; shaped like a triangle
space|1|Which planet is called the Red Planet?|Mars|Jupiter; Neptune; Earth|Mars looks red because its dust is rusty.
space|1|Which planet has big, bright rings around it?|Saturn|Mars; Mercury; Earth
space|1|Which is the biggest planet?|Jupiter|Earth; Mars; Mercury
space|1|How many moons does Earth have?|one|none; two; ten
space|1|What twinkles in the night sky?|stars|clouds; rainbows; kites
space|1|What do we call the Moon when it looks like a whole bright circle?|a full moon|a new moon; a half moon; a moon boat
space|1|What does a rocket carry into space?|astronauts and spacecraft|fish and boats; trees and flowers; cars and buses
space|1|What covers the Moon's ground?|gray dust and rocks|green grass; deep oceans; snow and ice
space|2|Which planet is the hottest?|Venus|Mercury; Mars; Neptune|Venus is even hotter than Mercury: its thick clouds trap the heat.
space|2|Where do astronauts live while they circle Earth for months?|a space station|a submarine; a lighthouse; a tree house
space|3|What is a huge group of billions of stars called?|a galaxy|a constellation; a comet; a crater
space|3|What is the Sun mostly made of?|hydrogen and helium gas|rock and sand; water and ice; iron and gold
space|2|What is a group of stars that makes a picture in the sky called?|a constellation|a galaxy; a comet; an orbit
space|2|What is the name of our galaxy?|the Milky Way|the Big Dipper; the Solar Wind; the Star Road
space|2|Why does the Moon shine at night?|it reflects light from the Sun|it makes its own light; it is on fire; it is full of lamps
space|2|What is a shooting star really?|a space rock burning up in the air|a star falling to Earth; a tiny planet; a rocket
space|2|What is the path a planet follows around the Sun called?|an orbit|a crater; an eclipse; a galaxy
space|2|What is a round hole on the Moon made by a space rock called?|a crater|a volcano; a canyon; a river
space|2|Why do we have day and night?|Earth spins around|the Sun goes around Earth; the Moon covers the Sun; clouds block the Sun
space|2|Which star is closest to Earth?|the Sun|the North Star; Sirius; the Moon|The Moon is not a star: it is Earth's moon.
space|3|What happens during a solar eclipse?|the Moon blocks the Sun|Earth blocks the Moon; the Sun goes out; clouds cover the Sun
space|3|What is a comet mostly made of?|ice and dust|hot lava; gold; clouds
space|3|Who was the first person to walk on the Moon?|Neil Armstrong|Yuri Gagarin; Sally Ride; John Glenn|Neil Armstrong stepped onto the Moon in 1969.
space|3|About how long does the Moon take to go around Earth?|about a month|about a day; about a year; about an hour
earth|1|What do we call water that falls from clouds?|rain|fog; dew; steam
earth|1|What happens to water when it freezes?|it turns into ice|it turns into steam; it disappears; it turns into sand
earth|1|What is the hot melted rock that comes out of a volcano called?|lava|sand; clay; ice
earth|1|Which season comes after winter?|spring|summer; autumn; another winter
earth|1|What is a shaking of the ground called?|an earthquake|a tornado; a flood; a drought
earth|1|What is a strong spinning windstorm called?|a tornado|a breeze; a drizzle; a rainbow
earth|2|What is water called when it turns into a gas?|water vapor|ice; snow; sand
earth|2|At what temperature does water freeze?|0 °C|10 °C; 50 °C; 100 °C
earth|2|How many continents are there?|7|5; 9; 12
earth|2|What is the biggest ocean on Earth?|the Pacific Ocean|the Atlantic Ocean; the Indian Ocean; the Arctic Ocean
earth|2|What are the three states of matter we see every day?|solid, liquid and gas|hot, warm and cold; rock, paper and scissors; sun, moon and stars
earth|2|What makes a rainbow?|sunlight shining through raindrops|paint in the sky; the Moon; the wind
earth|2|Which gas do we breathe in to stay alive?|oxygen|carbon dioxide; helium; smoke
earth|2|Which material does a magnet pull?|iron|wood; plastic; glass
earth|2|Where is most of Earth's water?|in the oceans|in rivers; in lakes; in clouds
earth|2|What is the force that slows down a sliding box?|friction|gravity; magnetism; sunlight
earth|3|At what temperature does water boil at sea level?|100 °C|0 °C; 50 °C; 200 °C
earth|3|What do we call a scientist who studies rocks?|a geologist|a biologist; an astronomer; a chemist
earth|3|Which gas do plants take in from the air?|carbon dioxide|oxygen; helium; neon
earth|3|What is the water cycle?|water moving between land, sea and sky|a bicycle that runs on water; a kind of boat; a type of cloud
earth|3|Which of these is a renewable energy source?|wind|coal; oil; gasoline
earth|3|What is the layer of air around Earth called?|the atmosphere|the crust; the core; the orbit
body|1|What pumps blood around your body?|the heart|the lungs; the stomach; the brain
body|1|What do your lungs help you do?|breathe|see; hear; taste
body|1|Which sense do you use your nose for?|smell|sight; hearing; touch
body|1|Which body part helps you think?|the brain|the heart; the knee; the elbow
body|1|What keeps germs off your hands?|washing them with soap|licking them; wiping them on clothes; blowing on them
body|1|What are the hard white things in your mouth that help you chew?|teeth|nails; gums; lips
body|2|Where does food go after you swallow it?|the stomach|the lungs; the heart; the brain
body|2|Which food helps build strong bones?|milk and cheese|candy; chips; soda
body|2|What do your muscles help you do?|move|dream; grow hair; see colors
body|3|How many bones does a grown-up's body have?|206|50; 100; 500
body|3|What is the largest organ of the body?|the skin|the heart; the brain; the liver
body|3|How many teeth does a grown-up usually have?|32|20; 10; 50
nature|1|What do plants need to make their food?|sunlight, water and air|only soil; only darkness; only salt
nature|1|What does a caterpillar turn into?|a butterfly or a moth|a spider; a frog; a bird
nature|1|What does a tadpole grow into?|a frog|a fish; a snake; a turtle
nature|1|Which part of a plant takes in water from the soil?|the roots|the petals; the flowers; the fruit
nature|1|What do bees make?|honey|milk; silk; cheese
nature|1|What do seeds grow into?|new plants|rocks; insects; clouds
nature|1|What is a baby cat called?|a kitten|a puppy; a calf; a foal
nature|1|What is a baby dog called?|a puppy|a kitten; a cub; a chick
nature|1|What is a baby cow called?|a calf|a lamb; a piglet; a duckling
nature|1|What is a baby sheep called?|a lamb|a calf; a foal; a kitten
nature|1|What is a baby horse called?|a foal|a lamb; a cub; a duckling
nature|1|What is a baby bear called?|a cub|a foal; a puppy; a chick
nature|1|What do spiders spin?|webs|nests; honey; shells
nature|2|What is an animal that eats only plants called?|a herbivore|a carnivore; an omnivore; a predator
nature|2|What is an animal that eats only meat called?|a carnivore|a herbivore; an omnivore; a pollinator
nature|2|What is it called when an animal sleeps through the winter?|hibernation|migration; camouflage; pollination
nature|2|What carries pollen from flower to flower?|bees and other insects|rocks; fish; snow
nature|2|How do fish breathe under water?|with gills|with lungs; with fins; with scales
nature|2|Which is the largest animal on Earth?|the blue whale|the elephant; the giraffe; the great white shark
nature|2|Which is the fastest land animal?|the cheetah|the horse; the lion; the ostrich
nature|3|What is the green stuff in leaves that helps plants make food?|chlorophyll|chalk; honey; salt
nature|3|What is a tree that loses its leaves in autumn called?|deciduous|evergreen; a cactus; a fern
nature|3|What do we call the way a plant makes food from sunlight?|photosynthesis|hibernation; evaporation; migration
nature|3|What is a food chain?|who eats whom in nature|a necklace made of food; a line at a shop; a kind of recipe
`;

/** In order from the Sun, with their rank by size (1 is the biggest) and kind. */
const PLANETS = [
  { name: 'Mercury', size: 8, kind: 'rocky' },
  { name: 'Venus', size: 6, kind: 'rocky' },
  { name: 'Earth', size: 5, kind: 'rocky' },
  { name: 'Mars', size: 7, kind: 'rocky' },
  { name: 'Jupiter', size: 1, kind: 'giant' },
  { name: 'Saturn', size: 2, kind: 'giant' },
  { name: 'Uranus', size: 3, kind: 'giant' },
  { name: 'Neptune', size: 4, kind: 'giant' },
] as const;
export type Planet = (typeof PLANETS)[number]['name'];

/** The words of the planet questions in one language. */
export interface PlanetWords {
  name: Record<Planet, string>;
  /** "Which planet is third from the Sun?" for the place 0-7. */
  order: (place: number) => string;
  kind: (planet: string) => string;
  rocky: string;
  giant: string;
  kindFact: string;
  closer: (a: string, b: string) => string;
  /** The planets from the Sun outward, named. */
  closerFact: (names: string[]) => string;
  bigger: (a: string, b: string) => string;
  biggerFact: string;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const PLANET_WORDS: PlanetWords = {
  name: {
    Mercury: 'Mercury',
    Venus: 'Venus',
    Earth: 'Earth',
    Mars: 'Mars',
    Jupiter: 'Jupiter',
    Saturn: 'Saturn',
    Uranus: 'Uranus',
    Neptune: 'Neptune',
  },
  order: (place) => `Which planet is ${ORDINALS[place]} from the Sun?`,
  kind: (planet) => `Is ${planet} a rocky planet or a giant planet made mostly of gas and ice?`,
  rocky: 'a rocky planet',
  giant: 'a giant planet',
  kindFact: 'Mercury, Venus, Earth and Mars are rocky; Jupiter, Saturn, Uranus and Neptune are giants.',
  closer: (a, b) => `Which planet is closer to the Sun: ${a} or ${b}?`,
  closerFact: (names) => `From the Sun outward: ${names.join(', ')}.`,
  bigger: (a, b) => `Which planet is bigger: ${a} or ${b}?`,
  biggerFact: 'From biggest to smallest: Jupiter, Saturn, Uranus, Neptune, Earth, Venus, Mars, Mercury.',
};

/** Questions built from the planets' table, in the language of `w`. */
export function planetItems(w: PlanetWords): ScienceItem[] {
  const items: ScienceItem[] = [];
  const names = PLANETS.map((p) => w.name[p.name]);
  PLANETS.forEach((p, i) => {
    const name = w.name[p.name];
    items.push({
      key: `planet-order:${p.name}`,
      topic: 'space',
      tier: i < 4 ? 1 : 2,
      question: w.order(i),
      answer: name,
      wrong: names.filter((n) => n !== name),
    });
    items.push({
      key: `planet-kind:${p.name}`,
      topic: 'space',
      tier: 2,
      question: w.kind(name),
      answer: p.kind === 'rocky' ? w.rocky : w.giant,
      wrong: [p.kind === 'rocky' ? w.giant : w.rocky],
      fact: w.kindFact,
    });
  });
  for (let i = 0; i < PLANETS.length; i++)
    for (let j = i + 1; j < PLANETS.length; j++) {
      const a = PLANETS[i];
      const b = PLANETS[j];
      if (!a || !b) continue;
      items.push({
        key: `planet-closer:${a.name}-${b.name}`,
        topic: 'space',
        tier: 2,
        question: w.closer(w.name[a.name], w.name[b.name]),
        answer: w.name[a.name],
        wrong: [w.name[b.name]],
        fact: w.closerFact(names),
      });
      const bigger = a.size < b.size ? a : b;
      const smaller = bigger === a ? b : a;
      items.push({
        key: `planet-bigger:${a.name}-${b.name}`,
        topic: 'space',
        tier: 3,
        question: w.bigger(w.name[a.name], w.name[b.name]),
        answer: w.name[bigger.name],
        wrong: [w.name[smaller.name]],
        fact: w.biggerFact,
      });
    }
  return items;
}

export type Group = 'mammal' | 'bird' | 'reptile' | 'amphibian' | 'fish' | 'insect';
export type Diet = 'plants' | 'other animals' | 'both plants and animals';
/** [animal, group, what it mostly eats (omitted where that is not clear-cut)] */
const ANIMALS = [
  ['cow', 'mammal', 'plants'],
  ['horse', 'mammal', 'plants'],
  ['lion', 'mammal', 'other animals'],
  ['tiger', 'mammal', 'other animals'],
  ['elephant', 'mammal', 'plants'],
  ['giraffe', 'mammal', 'plants'],
  ['blue whale', 'mammal', 'other animals'],
  ['dolphin', 'mammal', 'other animals'],
  ['brown bear', 'mammal', 'both plants and animals'],
  ['rabbit', 'mammal', 'plants'],
  ['kangaroo', 'mammal', 'plants'],
  ['koala', 'mammal', 'plants'],
  ['zebra', 'mammal', 'plants'],
  ['wolf', 'mammal', 'other animals'],
  ['red fox', 'mammal', 'both plants and animals'],
  ['hippo', 'mammal', 'plants'],
  ['bat', 'mammal'],
  ['squirrel', 'mammal'],
  ['eagle', 'bird', 'other animals'],
  ['owl', 'bird', 'other animals'],
  ['penguin', 'bird', 'other animals'],
  ['parrot', 'bird', 'plants'],
  ['chicken', 'bird', 'both plants and animals'],
  ['ostrich', 'bird'],
  ['hummingbird', 'bird'],
  ['snake', 'reptile', 'other animals'],
  ['crocodile', 'reptile', 'other animals'],
  ['tortoise', 'reptile', 'plants'],
  ['lizard', 'reptile'],
  ['turtle', 'reptile'],
  ['frog', 'amphibian', 'other animals'],
  ['toad', 'amphibian', 'other animals'],
  ['salamander', 'amphibian', 'other animals'],
  ['newt', 'amphibian', 'other animals'],
  ['shark', 'fish', 'other animals'],
  ['goldfish', 'fish', 'both plants and animals'],
  ['salmon', 'fish', 'other animals'],
  ['seahorse', 'fish', 'other animals'],
  ['clownfish', 'fish', 'both plants and animals'],
  ['bee', 'insect', 'plants'],
  ['butterfly', 'insect', 'plants'],
  ['ladybug', 'insect', 'other animals'],
  ['grasshopper', 'insect', 'plants'],
  ['dragonfly', 'insect', 'other animals'],
  ['ant', 'insect'],
  ['beetle', 'insect'],
] as const satisfies readonly (readonly [string, Group, Diet?])[];
export type Animal = (typeof ANIMALS)[number][0];
const GROUPS: Group[] = ['mammal', 'bird', 'reptile', 'amphibian', 'fish', 'insect'];
const DIETS: Diet[] = ['plants', 'other animals', 'both plants and animals'];
const TRICKY = new Set<string>([
  'blue whale',
  'dolphin',
  'bat',
  'penguin',
  'seahorse',
  'salamander',
  'newt',
  'turtle',
]);

/** The words of the animal questions in one language. */
export interface AnimalWords {
  group: (animal: Animal) => string;
  groupName: Record<Group, string>;
  diet: (animal: Animal) => string;
  dietName: Record<Diet, string>;
  legs: (animal: Animal | 'spider') => string;
  insectFact: string;
  spiderFact: string;
}

const an = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
const ANIMAL_WORDS: AnimalWords = {
  group: (animal) => `What kind of animal is a ${animal}?`,
  groupName: Object.fromEntries(GROUPS.map((g) => [g, an(g)])) as Record<Group, string>,
  diet: (animal) => `What does a ${animal} mostly eat?`,
  dietName: Object.fromEntries(DIETS.map((d) => [d, d])) as Record<Diet, string>,
  legs: (animal) => `How many legs does a ${animal} have?`,
  insectFact: 'Every insect has six legs.',
  spiderFact: 'Spiders have eight legs, so they are not insects.',
};

/** Questions built from the animals' table, in the language of `w`. */
export function animalItems(w: AnimalWords): ScienceItem[] {
  const items: ScienceItem[] = [];
  for (const entry of ANIMALS) {
    const [animal, group] = entry;
    const diet: Diet | undefined = entry[2];
    items.push({
      key: `animal-group:${animal}`,
      topic: 'nature',
      tier: TRICKY.has(animal) ? 3 : group === 'amphibian' || group === 'reptile' ? 2 : 1,
      question: w.group(animal),
      answer: w.groupName[group],
      wrong: GROUPS.filter((g) => g !== group).map((g) => w.groupName[g]),
    });
    if (diet)
      items.push({
        key: `animal-diet:${animal}`,
        topic: 'nature',
        tier: 2,
        question: w.diet(animal),
        answer: w.dietName[diet],
        wrong: DIETS.filter((d) => d !== diet).map((d) => w.dietName[d]),
      });
    if (group === 'insect')
      items.push({
        key: `animal-legs:${animal}`,
        topic: 'nature',
        tier: 1,
        question: w.legs(animal),
        answer: '6',
        wrong: ['2', '4', '8'],
        fact: w.insectFact,
      });
  }
  items.push({
    key: 'animal-legs:spider',
    topic: 'nature',
    tier: 1,
    question: w.legs('spider'),
    answer: '8',
    wrong: ['2', '4', '6'],
    fact: w.spiderFact,
  });
  return items;
}

/** Questions from lines of `topic|tier|question|answer|wrong; wrong; wrong|fact`. */
export function writtenItems(lines: string): ScienceItem[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [topic, tier, question, answer, wrong, fact] = line.split('|');
      return {
        key: `fact:${question}`,
        topic: topic as ScienceItem['topic'],
        tier: Number(tier) as ScienceItem['tier'],
        question: question ?? '',
        answer: answer ?? '',
        wrong: (wrong ?? '').split(';').map((w) => w.trim()),
        ...(fact ? { fact } : {}),
      };
    });
}

let bank: ScienceItem[] | undefined;

/** The English science questions, built on first use (a round's start), as englishWords is. */
export function scienceBank(): ScienceItem[] {
  bank ??= [...writtenItems(WRITTEN), ...planetItems(PLANET_WORDS), ...animalItems(ANIMAL_WORDS)];
  return bank;
}
