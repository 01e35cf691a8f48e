// The word list shipped with the app for spelling and word-meaning games: each word with a
// meaning a child understands, in three tiers (1: early grades, 3: upper grades). No two
// meanings are close enough to make a question ambiguous.

export interface WordEntry {
  word: string;
  meaning: string;
  tier: 1 | 2 | 3;
}

/** A tier's words from lines of `word | meaning`. */
export const wordTier = (t: 1 | 2 | 3, lines: string): WordEntry[] =>
  lines
    .trim()
    .split('\n')
    .map((line) => {
      const [word, meaning] = line.split(' | ');
      return { word: (word ?? '').trim(), meaning: (meaning ?? '').trim(), tier: t };
    });

let words: WordEntry[] | undefined;

/**
 * The English words, split out of their lines on first use (a round's start), not while a game
 * page loads: every game page holds the engine, and the split was a long task of its hydration.
 */
export function englishWords(): WordEntry[] {
  words ??= [
    ...wordTier(
      1,
      `
happy | feeling glad and full of joy
jump | to push off the ground with your legs
house | a building where a family lives
green | the color of grass
friend | someone you like who likes you too
water | the clear liquid in rivers and rain
sleep | to rest with your eyes closed at night
apple | a round fruit that grows on trees
smile | the happy shape your mouth makes
little | small in size
quick | moving fast
cold | having a low temperature, like ice
bread | a food baked from flour
river | a long stream of water that flows to the sea
teacher | a person who helps you learn at school
garden | a place where flowers and vegetables grow
rabbit | a small animal with long ears that hops
cloud | a white or gray shape floating in the sky
laugh | to make sounds when something is funny
chair | a seat with a back for one person
night | the dark time when the sun is down
brave | not afraid to do something hard or scary
kind | friendly and helpful to others
shout | to say something very loudly
clean | not dirty
hungry | wanting to eat
share | to let others have or use some of what you have
story | words that tell about things that happened, real or made up
plant | a living thing that grows in soil, like a flower or a tree
quiet | making little or no noise
early | before the usual time
begin | to start
tired | needing rest or sleep
heavy | hard to lift
empty | having nothing inside
listen | to pay attention to sounds
bright | full of light; shining
thank | to tell someone you are glad for what they did
silly | funny and a little foolish
yellow | the color of a lemon
under | below something
winter | the coldest season of the year
family | parents, children and other relatives
build | to make something by putting parts together
lost | not able to find your way
`,
    ),
    ...wordTier(
      2,
      `
curious | wanting to know or learn about something
enormous | very, very big
fragile | easy to break
ancient | very old; from long ago
gather | to bring things together into one place
journey | a trip from one place to another
delicious | tasting very good
explore | to travel around a place to learn about it
predict | to say what you think will happen
shiver | to shake because you are cold
glance | to take a quick look
whisper | to speak very softly
nervous | worried and a bit afraid
protect | to keep safe from harm
reward | something you get for doing something good
gentle | soft and light, not rough
observe | to watch something carefully
village | a small group of houses in the countryside
stubborn | not willing to change your mind
soar | to fly high in the air
cozy | warm and comfortable
damp | a little wet
frown | the face you make when you are unhappy or cross
imagine | to make a picture of something in your mind
invent | to make something new that did not exist before
island | land with water all around it
polite | having good manners
rescue | to save someone from danger
scurry | to run with short, quick steps
grumpy | in a bad mood
vanish | to disappear suddenly
wander | to walk around with no special place to go
absent | not here; away
argue | to disagree with someone using words
burrow | a hole in the ground that an animal digs to live in
calm | peaceful and not upset
cautious | trying hard to stay away from danger
decide | to make up your mind
feast | a big, special meal
habitat | the natural home of a plant or animal
harvest | to pick crops when they are ripe
mend | to fix something that is broken
peculiar | strange or unusual
sturdy | strong and not easy to break
celebrate | to do something fun for a special day
`,
    ),
    ...wordTier(
      3,
      `
abundant | more than enough; plenty
accurate | exactly right, with no mistakes
astonish | to surprise very much
benefit | something that helps you
cooperate | to work together
consequence | something that happens because of an action
desperate | needing something very badly
diligent | working hard and carefully
elaborate | having many small parts and details
eventually | in the end, after a long time
evidence | facts that show something is true
frequent | happening often
generous | happy to give to others
hesitate | to pause because you are unsure
identical | exactly the same
inquire | to ask about something
magnificent | very beautiful and grand
meager | very small in amount; not enough
navigate | to find your way from place to place
obstacle | something that blocks your way
opponent | a person you play or compete against
persuade | to get someone to agree with you
punctual | arriving on time
reluctant | not wanting to do something
remedy | something that makes you well again; a cure
resemble | to look like someone or something
sibling | a brother or sister
spectator | a person who watches an event
summit | the very top of a mountain
temporary | lasting only a short time
transparent | clear enough to see through
unanimous | agreed on by everyone
vibrant | full of life and bright color
vertical | standing straight up and down
wilderness | wild land where no people live
predator | an animal that hunts other animals
migrate | to move to another place when the seasons change
nocturnal | awake and active at night
camouflage | colors or marks that help an animal hide
fossil | the remains of a plant or animal from long ago, kept in rock
horizon | the line where the sky seems to meet the land or sea
fortunate | lucky
boisterous | noisy and full of energy
investigate | to look carefully for facts to find out the truth
triumph | a great win or success
`,
    ),
  ];
  return words;
}
