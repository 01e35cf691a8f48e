// Demo catalog content for Sprout: tutors, articles, games, testimonials and reward-store items.
// Every image lives in src/web/public/images; nothing here points outside the app. It sits in the
// contract because both sides read it: the server's demo seed writes it, and the web's game tests
// play its games, neither reaching into the other's folder. The web app itself never bundles it
// (the lint refuses the import outside tests): the browser learns the catalog from the API.
import {
  type Badge,
  balancedPerCorrect,
  type GameRules,
  type Level,
  mathChallengeRules,
  type SkillType,
} from './game-rules.ts';

export type DemoTutor = {
  name: string;
  imageUrl: string;
  bio: string;
  /** Comma-separated, each one of: Mathematics, Science, Language Arts, Reading, Social Studies, Foreign Languages. */
  subjects: string;
  gradeLevel: 'All Grades' | 'Pre-K to K' | 'Grades 1-3' | 'Grades 4-6' | 'Grades 7-8' | 'High School';
  sessionType: 'One-on-One Tutoring' | 'Small Group (2-3)' | 'Educational Consulting' | 'Homework Help';
  availability: Array<'Weekday Mornings' | 'Weekday Afternoons' | 'Weekday Evenings' | 'Weekends'>;
  /** The IANA zone the availability windows are read in. */
  timeZone: string;
};

export type DemoArticle = {
  title: string;
  summary: string;
  /** HTML using only h2, h3, p, ul, ol, li, strong, em, blockquote and a. */
  content: string;
  imageUrl: string;
  category:
    | 'Learning Techniques'
    | 'Child Development'
    | 'School Tips'
    | 'Parenting Advice'
    | 'Technology & Learning';
  author: string;
  authorTitle: string;
  readTime: string;
  featured: boolean;
  /** ISO 8601 date-time. */
  publishedAt: string;
};

export type DemoGame = {
  title: string;
  description: string;
  category: 'Math Games' | 'Reading Fun' | 'Science Zone' | 'Critical Thinking';
  gradelevel: string | null;
  imageUrl: string;
  rating: string;
  ageRange: string;
  skillType: SkillType;
  isNew: boolean;
  isPopular: boolean;
  haslevels: boolean;
  totallevels: number;
  /** The badges a player can earn: exactly the names of `rules.badges`. */
  availablebadges: string[];
  /** Levels, badges with their rules, and the bounds of a round (src/contract/game-rules.ts). */
  rules: GameRules;
};

/** Levels in thirds: easy, then medium, then hard; `questions` each, `passCorrect` to complete one. */
function levelsOf(names: string[], questions = 10, passCorrect = 8): Level[] {
  const n = names.length;
  return names.map((name, i) => ({
    level: i + 1,
    name,
    difficulty: i < n / 3 ? 'easy' : i < (2 * n) / 3 ? 'medium' : 'hard',
    questions,
    passCorrect,
  }));
}

/** A round of questions without a clock (every demo game but the Math Quick Challenge). */
function questionRules(
  skillType: SkillType,
  levels: Level[],
  badges: Badge[],
  topics: string[] = [],
): GameRules {
  return {
    // Points per minute as the Math Quick Challenge's (docs/rules.md#play).
    perCorrect: balancedPerCorrect(skillType),
    difficultyRequired: false,
    defaultDifficulty: 'easy',
    roundSeconds: null,
    maxSeconds: 1800,
    questionsPerRound: 10,
    maxQuestions: 50,
    topics,
    levels,
    badges,
  };
}

const namesOf = (badges: Badge[]) => badges.map((b) => b.name);

const mathChallengeBadges: Badge[] = [
  { name: 'First Round', rule: { kind: 'first-round' } },
  { name: 'Quick Thinker', rule: { kind: 'score-at-least', score: 100 } },
  { name: 'Hard Mode Hero', rule: { kind: 'correct-in-round', count: 10, difficulty: 'hard' } },
  { name: 'Perfect Round', rule: { kind: 'perfect-round', minQuestions: 10 } },
  { name: 'Math Marathon', rule: { kind: 'plays-at-least', plays: 10 } },
];
const numberTrailBadges: Badge[] = [
  { name: 'Trail Starter', rule: { kind: 'first-round' } },
  { name: 'Perfect Steps', rule: { kind: 'perfect-round', minQuestions: 10 } },
  { name: 'Halfway Hiker', rule: { kind: 'levels-completed', count: 5 } },
  { name: 'Summit Star', rule: { kind: 'levels-completed', count: 10 } },
];
const spellingBadges: Badge[] = [
  { name: 'Busy Bee', rule: { kind: 'first-round' } },
  { name: 'Perfect Hive', rule: { kind: 'perfect-round', minQuestions: 10 } },
  { name: 'Word Builder', rule: { kind: 'levels-completed', count: 4 } },
  { name: 'Spelling Champion', rule: { kind: 'levels-completed', count: 8 } },
];
const wordDetectiveBadges: Badge[] = [
  { name: 'Junior Detective', rule: { kind: 'first-round' } },
  { name: 'Clue Finder', rule: { kind: 'correct-in-round', count: 9 } },
  { name: 'Sharp Eye', rule: { kind: 'perfect-round', minQuestions: 10 } },
  { name: 'Case Closed', rule: { kind: 'levels-completed', count: 5 } },
];
const spaceBadges: Badge[] = [
  { name: 'Lift Off', rule: { kind: 'first-round' } },
  { name: 'Perfect Orbit', rule: { kind: 'perfect-round', minQuestions: 10 } },
  { name: 'Moon Walker', rule: { kind: 'levels-completed', count: 3 } },
  { name: 'Star Captain', rule: { kind: 'levels-completed', count: 6 } },
];
const natureBadges: Badge[] = [
  { name: 'Nature Scout', rule: { kind: 'first-round' } },
  { name: 'Bug Expert', rule: { kind: 'score-at-least', score: 100 } },
  { name: 'Lab Regular', rule: { kind: 'plays-at-least', plays: 5 } },
  { name: 'Perfect Specimen', rule: { kind: 'perfect-round', minQuestions: 10 } },
];
const patternBadges: Badge[] = [
  { name: 'Pattern Spotter', rule: { kind: 'first-round' } },
  { name: 'Shape Shifter', rule: { kind: 'levels-completed', count: 4 } },
  { name: 'Sharp Mind', rule: { kind: 'skill-at-least', skill: 7 } },
  { name: 'Pattern Master', rule: { kind: 'levels-completed', count: 8 } },
];
const robotBadges: Badge[] = [
  { name: 'Robot Friend', rule: { kind: 'first-round' } },
  { name: 'Bug-Free Code', rule: { kind: 'perfect-round', minQuestions: 10 } },
  { name: 'Path Planner', rule: { kind: 'levels-completed', count: 5 } },
  { name: 'Maze Master', rule: { kind: 'levels-completed', count: 10 } },
];

export type DemoTestimonial = {
  name: string;
  title: string;
  content: string;
  rating: '5.0' | '4.5' | '4.0';
  imageUrl: string;
};

export type DemoMerchandise = {
  name: string;
  description: string;
  imageUrl: string;
  pointsCost: number;
  priceDollars: string;
  inventory: number;
  /** Delivered at once (printable, virtual); false for a prize sent to the child's address. */
  digital: boolean;
};

export const demoTutors: DemoTutor[] = [
  {
    name: 'Amara Okafor',
    imageUrl: '/images/tutors/tutor-01.webp',
    bio: "Amara turns fractions and science experiments into puzzles worth solving. She taught fifth grade for eight years and loves the moment a tricky idea finally clicks. Bring your questions, she'll bring the patience.",
    subjects: 'Mathematics, Science',
    gradeLevel: 'Grades 4-6',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekday Afternoons', 'Weekends'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Daniel Kim',
    imageUrl: '/images/tutors/tutor-02.webp',
    bio: 'Daniel helps middle schoolers feel at home with algebra, one clear step at a time. He is calm, encouraging and great at finding the exact spot where a problem went sideways.',
    subjects: 'Mathematics',
    gradeLevel: 'Grades 7-8',
    sessionType: 'Homework Help',
    availability: ['Weekday Evenings'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Sofia Martinez',
    imageUrl: '/images/tutors/tutor-03.webp',
    bio: 'Sofia is a bilingual early-grades teacher who fills every session with stories, songs and word games. Her small groups practice reading, writing and beginner Spanish together.',
    subjects: 'Language Arts, Reading, Foreign Languages',
    gradeLevel: 'Grades 1-3',
    sessionType: 'Small Group (2-3)',
    availability: ['Weekday Mornings', 'Weekday Afternoons'],
    timeZone: 'America/Los_Angeles',
  },
  {
    name: 'Priya Raman',
    imageUrl: '/images/tutors/tutor-04.webp',
    bio: 'Priya studied biology and now helps high schoolers make sense of cells, chemistry and lab reports. She explains big ideas with everyday examples and always leaves time for your questions.',
    subjects: 'Science',
    gradeLevel: 'High School',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekday Evenings', 'Weekends'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Grace Whitfield',
    imageUrl: '/images/tutors/tutor-05.webp',
    bio: 'Grace has spent twelve years in pre-K and kindergarten classrooms. Her playful small groups build letter sounds, early reading and listening skills through picture books, rhymes and lots of giggles.',
    subjects: 'Reading, Language Arts',
    gradeLevel: 'Pre-K to K',
    sessionType: 'Small Group (2-3)',
    availability: ['Weekday Mornings'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Samuel Mensah',
    imageUrl: '/images/tutors/tutor-06.webp',
    bio: 'Samuel brings history to life with maps, stories and good questions. He also coaches essay writing, helping students plan their ideas and say what they mean in clear, confident sentences.',
    subjects: 'Social Studies, Language Arts',
    gradeLevel: 'Grades 7-8',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekday Afternoons', 'Weekday Evenings'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Leila Haddad',
    imageUrl: '/images/tutors/tutor-07.webp',
    bio: 'Leila teaches French and Arabic to learners of every age, from first words to fluent conversation. Her lessons are warm, chatty and full of games, so speaking a new language feels like fun.',
    subjects: 'Foreign Languages',
    gradeLevel: 'All Grades',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekday Mornings', 'Weekends'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Tomas Rivera',
    imageUrl: '/images/tutors/tutor-08.webp',
    bio: 'Tomas is the friendly face for after-school homework questions in math and science. He helps you get unstuck, check your work and build habits that make the next assignment easier.',
    subjects: 'Mathematics, Science',
    gradeLevel: 'Grades 4-6',
    sessionType: 'Homework Help',
    availability: ['Weekday Afternoons', 'Weekday Evenings'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Hannah Berg',
    imageUrl: '/images/tutors/tutor-09.webp',
    bio: 'Hannah is an engineer who loves teaching. Her small groups tackle geometry, physics and test prep together, so students learn from each other as well as from her.',
    subjects: 'Mathematics, Science',
    gradeLevel: 'High School',
    sessionType: 'Small Group (2-3)',
    availability: ['Weekday Evenings', 'Weekends'],
    timeZone: 'America/Chicago',
  },
  {
    name: 'Kenji Watanabe',
    imageUrl: '/images/tutors/tutor-10.webp',
    bio: 'Kenji teaches Japanese and world history, and he often links the two. After years of teaching high school, he knows how to make a long reading list feel manageable and interesting.',
    subjects: 'Foreign Languages, Social Studies',
    gradeLevel: 'High School',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekends'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Aisha Bello',
    imageUrl: '/images/tutors/tutor-11.webp',
    bio: 'Aisha is a learning specialist who works with families to find what helps each child thrive. She looks at reading, writing and math together and gives you a clear, practical plan.',
    subjects: 'Reading, Language Arts, Mathematics',
    gradeLevel: 'All Grades',
    sessionType: 'Educational Consulting',
    availability: ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings'],
    timeZone: 'America/New_York',
  },
  {
    name: 'Oliver Grant',
    imageUrl: '/images/tutors/tutor-12.webp',
    bio: 'Oliver is a former third-grade teacher who makes homework feel less like a chore. He helps young readers tackle their book logs and turns community and geography projects into small adventures.',
    subjects: 'Social Studies, Reading',
    gradeLevel: 'Grades 1-3',
    sessionType: 'Homework Help',
    availability: ['Weekday Afternoons', 'Weekends'],
    timeZone: 'America/New_York',
  },
];

export const demoArticles: DemoArticle[] = [
  {
    title: 'Building a Reading Routine That Sticks',
    summary:
      'Ten cozy minutes a day can grow a confident reader. Here is how to pick the right time, set up a reading spot and keep the habit going on busy days.',
    content: `<p>Children who read a little every day tend to grow into confident readers. The secret is not a huge stack of books or a strict timetable. It is a small, warm habit that happens at about the same time, in about the same place, most days of the week. Here is how to build one that lasts.</p>
<h2>Pick a time that already exists</h2>
<p>The easiest routines hang on something your family already does. Bedtime is the classic choice, but it is not the only one. Breakfast on weekends, the ride home from school or the quiet half hour after dinner can all work. Choose a moment when nobody is rushing and screens are already off.</p>
<p>Start small. <strong>Ten to fifteen minutes a day</strong> is plenty for most children, and five minutes is a fine start for a tired five-year-old. A short routine you keep is worth far more than a long one you drop after a week.</p>
<h2>Make a cozy reading spot</h2>
<p>A reading spot does not need to be fancy. A pillow in the corner, a lamp with warm light and a basket of books within reach is enough. When the spot is always ready, getting started takes seconds instead of a search.</p>
<ul>
<li>Keep 6 to 10 books in the basket and swap a few each week.</li>
<li>Mix easy favorites with one or two that stretch your child a little.</li>
<li>Add different kinds of reading: picture books, comics, poems, joke books and simple non-fiction about animals, space or sports.</li>
</ul>
<h2>Let your child choose</h2>
<p>Children read more when they choose what to read. If your child wants the same dinosaur book for the fifth night in a row, that is fine. Rereading builds fluency, and a loved book makes the routine feel like a treat, not a task.</p>
<p>You can still guide gently. Offer two or three options and let your child pick one. At the library, let them choose a "free pick" book, plus one you choose together.</p>
<h2>Read together, even after they can read alone</h2>
<p>Many parents stop reading aloud once a child can read by themselves. Try to keep going. When you read aloud, your child hears new words, expressive voices and the rhythm of longer sentences that are still too hard to read alone. It is also ten minutes of calm, close time together, which is what many children love most.</p>
<h3>Ways to share the reading</h3>
<ol>
<li><strong>You read, they listen.</strong> Great for new or harder books.</li>
<li><strong>Take turns.</strong> You read a page, they read a page.</li>
<li><strong>They read, you listen.</strong> Praise their effort and help with tricky words without taking over.</li>
</ol>
<h2>Talk about the story</h2>
<p>A few friendly questions turn reading into thinking. Keep it light, like a chat, not a quiz.</p>
<ul>
<li>"What do you think will happen next?"</li>
<li>"How do you think she felt when that happened?"</li>
<li>"Which picture would you like to jump into?"</li>
</ul>
<blockquote>Reading together is less about getting every word right and more about enjoying the story side by side.</blockquote>
<h2>Keep it going on busy days</h2>
<p>Some evenings will be chaotic. On those days, shrink the routine instead of skipping it: one short picture book, one poem or two pages of the current chapter book. Keeping the habit alive matters more than the number of pages.</p>
<p>A simple reading chart on the fridge can help too. Let your child add a sticker for each day they read. After a week or two, the chart becomes a small source of pride.</p>
<h2>When your child resists</h2>
<p>If reading time turns into a battle, step back and look for the cause. The book might be too hard, the time might be too late, or your child might simply want more say in what you read. Try an easier book, an earlier time or a different format, such as an audiobook you follow along with together. If your child still struggles to sound out words after the first school years, talk to their teacher. Early support makes a big difference.</p>
<h2>The takeaway</h2>
<p>A reading routine works when it is short, regular and enjoyable. Pick a time that already exists, set up a cozy spot, let your child choose and keep reading aloud together. Small steps, repeated most days, grow into a lifelong love of books.</p>`,
    imageUrl: '/images/articles/reading-routine.webp',
    category: 'Learning Techniques',
    author: 'Elena Brooks',
    authorTitle: 'Early Literacy Specialist',
    readTime: '4 min read',
    featured: true,
    publishedAt: '2026-10-28T09:00:00.000Z',
  },
  {
    title: 'Growth Mindset: Praise the Effort, Not Just the Result',
    summary:
      'The words you use when your child succeeds or struggles shape how they see challenges. Small changes in praise can help them keep going when learning gets hard.',
    content: `<p>"You're so smart!" feels like a kind thing to say. But when children hear it often, some start to believe that being smart is something you either have or you don't. Then a hard problem feels like a threat: if I struggle, maybe I'm not smart after all. A growth mindset is the belief that abilities grow with effort, good strategies and help from others. The words we use every day can nurture it.</p>
<h2>What a growth mindset looks like</h2>
<p>Children with a growth mindset see mistakes as part of learning. They are more willing to try a harder puzzle, ask for help and keep going when something doesn't work the first time. This doesn't mean they never feel frustrated. It means frustration is a signal to try another way, not a reason to quit.</p>
<h2>Praise the process</h2>
<p>Instead of praising a fixed trait, describe what your child did. This is called process praise, and it tells children exactly which actions helped.</p>
<ul>
<li>Instead of "You're a natural at math," try "You tried three different ways until one worked."</li>
<li>Instead of "You're so clever," try "You kept going even when that page was tricky."</li>
<li>Instead of "Great job," try "I noticed you checked your answers before you finished."</li>
</ul>
<p>Be honest and specific. Children can tell when praise is automatic. One sincere comment about real effort is worth more than ten general ones.</p>
<h2>Add the word "yet"</h2>
<p>When your child says "I can't do fractions," add one small word: "You can't do fractions <em>yet</em>." It is a simple way to show that today's struggle is a step, not a verdict.</p>
<h2>Make mistakes normal</h2>
<p>Children learn how to treat mistakes by watching adults. Share your own: "I burned the rice today. Next time I'll set a timer." At dinner, some families play "best mistake of the day," where everyone shares something that went wrong and what they learned from it.</p>
<h3>When your child makes a mistake</h3>
<ol>
<li>Stay calm and curious: "Let's look at this together."</li>
<li>Ask what they tried: "Walk me through what you did."</li>
<li>Help them find the next step instead of giving the answer.</li>
<li>Notice the fix: "You found it! What helped?"</li>
</ol>
<h2>Effort is not the whole story</h2>
<p>Praising effort doesn't mean telling a child to "just try harder" at something that isn't working. Effort needs good strategies and support. If your child has worked hard and is still stuck, help them try a new approach: draw a picture, break the problem into steps, look at an example or ask a teacher or tutor. The message is "let's find a way that works," not "try harder."</p>
<blockquote>The goal is not to make learning feel easy. It is to help children believe that hard things get easier with practice.</blockquote>
<h2>Celebrate progress, not just results</h2>
<p>Grades and scores matter, but they come at the end. Celebrate the middle too: the first time your child reads a chapter book alone, the week they practiced spelling every day, a new personal best in a math game. Keep a small "I can now..." list on the fridge. Looking back at how far they have come is one of the best motivators there is.</p>
<h2>Try this week</h2>
<ul>
<li>Swap one "you're so smart" for one specific comment about effort or strategy each day.</li>
<li>Say "yet" whenever you hear "I can't."</li>
<li>Share one of your own mistakes and what you learned from it.</li>
</ul>
<p>Small changes in the way we talk add up. Over time, your child learns that their brain is like a sprout: with care, patience and practice, it keeps growing.</p>`,
    imageUrl: '/images/articles/growth-mindset.webp',
    category: 'Child Development',
    author: 'Marcus Lee',
    authorTitle: 'Child Psychologist',
    readTime: '3 min read',
    featured: true,
    publishedAt: '2026-11-10T09:00:00.000Z',
  },
  {
    title: 'Little and Often: Why Spaced Practice Works',
    summary:
      'Ten minutes on four different days beats an hour the night before a test. Learn how to use spaced practice, recall and mixed questions at home.',
    content: `<p>Picture two children getting ready for a spelling test on Friday. One studies for an hour on Thursday night. The other practices for ten minutes on Monday, Tuesday, Wednesday and Thursday. Both spend about the same time, but the second child is likely to remember more, and for longer. Learning researchers call this the spacing effect, and it is one of the most reliable findings about how memory works.</p>
<h2>Why cramming fades</h2>
<p>When children cram, the information feels familiar because they just saw it. That feeling is easy to mistake for real learning. A few days later, much of it is gone. Spacing practice out means your child has to pull the information back from memory each time. That small effort of remembering is exactly what makes memories stronger.</p>
<h2>What spaced practice looks like at home</h2>
<ul>
<li><strong>Short sessions:</strong> 10 to 15 minutes is enough for most elementary-age children.</li>
<li><strong>Several days a week:</strong> three or four short sessions beat one long one.</li>
<li><strong>Growing gaps:</strong> review new material the next day, then a few days later, then the following week.</li>
</ul>
<h3>A simple weekly plan for spelling or times tables</h3>
<ol>
<li><strong>Monday:</strong> learn the new words or facts together.</li>
<li><strong>Tuesday:</strong> a quick five-minute quiz, then practice only the ones they missed.</li>
<li><strong>Thursday:</strong> another short quiz, mixed with a few items from last week.</li>
<li><strong>Next Monday:</strong> a surprise review of last week's list before starting the new one.</li>
</ol>
<h2>Mix it up</h2>
<p>Spacing works even better with two partners: recall and mixing. Recall means trying to remember something before looking at the answer. Mixing, sometimes called interleaving, means practicing different types of problems together instead of twenty of the same kind in a row.</p>
<ul>
<li>Ask your child to explain yesterday's lesson to you before opening the book.</li>
<li>Use flashcards, but make sure your child says the answer out loud before flipping the card.</li>
<li>In math, mix addition, subtraction and word problems in one short set.</li>
</ul>
<p>Mixed practice can feel harder and a little slower. That is a good sign. The extra effort helps children learn to choose the right method, not just repeat the last one.</p>
<blockquote>If practice feels a bit effortful but still doable, your child is in the sweet spot for learning.</blockquote>
<h2>Keep it light and positive</h2>
<p>Short quizzes are for practice, not for judging. Keep the tone playful. Turn recall into a game: how many ocean animals can you name in one minute? Can you beat yesterday's score? Celebrate improvement, not perfection.</p>
<p>Learning games with short rounds fit spaced practice well. A 60-second math round a few times a week is a friendly way to keep number facts fresh.</p>
<h2>Use a calendar</h2>
<p>Spaced practice needs a little planning. A paper calendar on the fridge makes it visible. Mark the practice days and let your child check them off. Seeing a row of check marks is motivating, and it helps you spot when a review is due.</p>
<h2>The takeaway</h2>
<p>Little and often beats long and rushed. Spread practice over several days, ask your child to recall before they review and mix different kinds of questions. It takes about the same time as cramming, with far better results and far fewer tears the night before a test.</p>`,
    imageUrl: '/images/articles/spaced-practice.webp',
    category: 'Learning Techniques',
    author: 'Nia Thompson',
    authorTitle: 'Learning Scientist',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-09-15T09:00:00.000Z',
  },
  {
    title: 'A Calm Morning Routine for School Days',
    summary:
      'Fewer lost shoes, less shouting and a warmer goodbye at the school gate. A calm morning starts the evening before, with a plan everyone understands.',
    content: `<p>Lost shoes, forgotten lunch boxes, a permission slip found at the last minute: school mornings can turn stressful fast. A calm morning doesn't start at 7 a.m. It starts the evening before, with a plan everyone understands. Here is a routine that many families find works.</p>
<h2>Start the night before</h2>
<p>Anything you can do in the evening is one less thing to rush in the morning.</p>
<ul>
<li><strong>Pack the backpack</strong> and put it by the door. Check for homework, notes and library books.</li>
<li><strong>Choose clothes</strong>, including socks and shoes. For younger children, offer two outfits to pick from.</li>
<li><strong>Prepare lunch</strong>, or at least the parts that keep well in the fridge.</li>
<li><strong>Check the calendar</strong> for gym clothes, field trips or special days.</li>
</ul>
<h2>Protect sleep</h2>
<p>Tired children find mornings much harder. Most school-age children need around 9 to 12 hours of sleep a night. A regular bedtime, a wind-down without screens and the same wake-up time on school days make mornings noticeably smoother.</p>
<h2>Make a picture checklist</h2>
<p>Instead of asking "Did you brush your teeth?" five times, let a checklist do the reminding. Use pictures for younger children and a short written list for older ones. Keep it to five or six steps.</p>
<ol>
<li>Get dressed</li>
<li>Eat breakfast</li>
<li>Brush teeth</li>
<li>Brush hair</li>
<li>Shoes and coat on</li>
<li>Backpack on</li>
</ol>
<p>Put the checklist where your child will see it, such as the bathroom mirror or the fridge, and let them check off each step. Children feel proud when they can manage their morning by themselves.</p>
<h2>Give yourselves a time buffer</h2>
<p>Work backwards from the time you need to leave, then add 10 to 15 extra minutes. That buffer absorbs spilled milk and lost gloves without anyone shouting. If your family is often late, try waking up just ten minutes earlier for a week and see what changes.</p>
<h3>Keep screens for later</h3>
<p>TV and tablets make time disappear in the morning. A simple rule like "screens only after you're ready, if there's time" keeps the routine moving, and it gives children a natural reason to get ready quickly.</p>
<h2>Keep breakfast simple</h2>
<p>Breakfast doesn't need to be fancy. Have a few easy options ready: yogurt and fruit, whole-grain toast, oatmeal or an egg. Eating together, even for ten minutes, is a calm start and a chance to talk about the day ahead.</p>
<h2>End with a warm goodbye</h2>
<p>The last few minutes before school set the tone for your child's day. Try to keep them kind, even if the morning was bumpy. A hug, a high five or a simple "I love you, have a great day" helps children walk into school feeling safe and ready to learn.</p>
<blockquote>The aim isn't a perfect morning. It's a predictable one, where everyone knows what comes next.</blockquote>
<h2>Review after a week</h2>
<p>After a week or two, sit down together and ask: what's working, and what still feels rushed? Maybe shoes need a new spot by the door, or breakfast needs to start earlier. Small changes, made together, help children feel ownership of the routine and make it more likely to stick.</p>`,
    imageUrl: '/images/articles/morning-routine.webp',
    category: 'School Tips',
    author: 'Jenna Walsh',
    authorTitle: 'Elementary School Teacher',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-08-24T09:00:00.000Z',
  },
  {
    title: 'Homework Without Tears: Setting Up a Study Spot',
    summary:
      'Good light, a stocked homework kit and a regular time make homework smoother. Here is how to set up a study spot and help without taking over.',
    content: `<p>Homework goes more smoothly when children have a place that says "this is where we focus." A good study spot doesn't need a separate room or expensive furniture. It needs good light, few distractions and everything within reach. Here is how to set one up, and how to help without taking over.</p>
<h2>Choose the right place</h2>
<p>Younger children often do best at the kitchen or dining table, close to a parent who can help. Older children may prefer a quiet corner or a desk in their room. Either is fine as long as the space is:</p>
<ul>
<li><strong>Well lit</strong>, ideally with daylight or a desk lamp.</li>
<li><strong>Quiet enough</strong>: TV off, phones away, siblings busy elsewhere.</li>
<li><strong>The same each day</strong>, so sitting down there becomes a cue to start.</li>
</ul>
<h2>Stock a homework kit</h2>
<p>A lot of homework time is lost hunting for a pencil. Keep a small box or caddy with the basics:</p>
<ul>
<li>Sharpened pencils, an eraser and a sharpener</li>
<li>Colored pencils and a glue stick</li>
<li>A ruler, and a simple calculator for older children</li>
<li>Lined and blank paper</li>
<li>A timer</li>
</ul>
<h2>Pick a regular time</h2>
<p>Many children need a break after school before they can focus again. A snack and some time to play outside often help. Then start homework at roughly the same time each day. When the time is predictable, there is less arguing about "when."</p>
<h3>Break big tasks into small chunks</h3>
<p>Long assignments can feel overwhelming. Help your child split them into smaller steps and work in short bursts: for example, 15 to 20 minutes of focus followed by a 5-minute break for younger children, or about 25 minutes of focus for older ones. A timer makes the plan visible and fair.</p>
<h2>How to help without taking over</h2>
<p>Your role is coach, not player. Homework is practice for your child, and it shows the teacher what they can do on their own.</p>
<ol>
<li><strong>Ask before you tell:</strong> "What does the question ask you to do?"</li>
<li><strong>Point to resources:</strong> "Where in your notes could you find an example?"</li>
<li><strong>Do one together, then step back:</strong> work through the first problem side by side, then let them try the next one alone.</li>
<li><strong>Check the thinking, not just the answers:</strong> "Show me how you got this."</li>
</ol>
<blockquote>If your child is stuck after a fair try, it's okay to stop and write a short note to the teacher. That information helps them teach better.</blockquote>
<h2>When tears start</h2>
<p>Frustration is normal, especially at the end of a long day. When it builds, pause. Take a short walk, get a glass of water or switch to an easier task for a few minutes. Speak calmly and name the feeling: "This one is really tricky. Let's take a breath and look at it again." Then come back to it together.</p>
<p>If homework battles happen most nights, talk to the teacher. The work might be too hard or too long, or your child might need a different kind of support. A tutor once or twice a week can also take pressure off the parent-child relationship.</p>
<h2>Finish with a routine</h2>
<p>When homework is done, put it in the backpack right away. A quick "done and packed" ritual ends the session on a good note and means one less thing to remember in the morning.</p>`,
    imageUrl: '/images/articles/homework-space.webp',
    category: 'School Tips',
    author: 'Carlos Mendes',
    authorTitle: 'Grade 5 Teacher',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-09-02T09:00:00.000Z',
  },
  {
    title: 'How Long Can Your Child Focus? Attention Span by Age',
    summary:
      'A short attention span is normal for young children. Use this rough guide by age to plan learning time that fits your child, with breaks that help.',
    content: `<p>"Why can't my child sit still for more than ten minutes?" It's one of the most common questions parents ask. The honest answer is that a short attention span is normal for young children. Focus grows steadily with age, sleep, interest and practice. Knowing what to expect can help you plan learning time that fits your child, instead of fighting against them.</p>
<h2>A rough guide by age</h2>
<p>A rule of thumb many teachers use is that children can focus on one task for about <strong>two to three minutes per year of age</strong>, sometimes a little more. It is only a rough guide, but it's a useful starting point.</p>
<ul>
<li><strong>Ages 4 to 5:</strong> around 8 to 15 minutes</li>
<li><strong>Ages 6 to 7:</strong> around 12 to 20 minutes</li>
<li><strong>Ages 8 to 9:</strong> around 16 to 27 minutes</li>
<li><strong>Ages 10 to 13:</strong> around 20 to 35 minutes, sometimes more</li>
</ul>
<p>These numbers can grow a lot when a child is truly interested. A seven-year-old who drifts off during spelling may happily build a block tower for an hour. That's normal too. Interest is a powerful fuel for focus.</p>
<h2>What affects focus</h2>
<ul>
<li><strong>Sleep:</strong> tired children have much less focus to spend.</li>
<li><strong>Hunger and thirst:</strong> a snack and a glass of water before homework really help.</li>
<li><strong>Movement:</strong> children who have been sitting all day often need to move before they can concentrate again.</li>
<li><strong>Distractions:</strong> a TV in the background or a phone buzzing nearby pulls attention away.</li>
<li><strong>Difficulty:</strong> tasks that are far too hard or far too easy both make minds wander.</li>
</ul>
<h2>Plan learning in short blocks</h2>
<p>Use the age guide to plan. For a six-year-old, three short blocks of ten minutes with movement breaks will usually achieve more than one long half hour. Tell your child what the block is and how long it will last: "Ten minutes of reading, then we'll do five jumping jacks."</p>
<h3>Brain breaks that work</h3>
<ol>
<li>Stretch up high, then touch your toes, five times.</li>
<li>Walk to the window and name three things you can see.</li>
<li>Dance to one song.</li>
<li>Drink a glass of water.</li>
</ol>
<h2>Grow attention gently</h2>
<p>Attention is a bit like a muscle. You can help it grow with activities your child enjoys:</p>
<ul>
<li>Puzzles, building sets and pattern games</li>
<li>Board games where everyone waits for their turn</li>
<li>Listening to a story and retelling it afterwards</li>
<li>Timed challenges that are short and fun, then a little longer next time</li>
</ul>
<blockquote>Stretch focus slowly: add a minute or two to a task your child already enjoys, rather than asking for a big jump.</blockquote>
<h2>When to ask for advice</h2>
<p>Every child is different, and many lively, dreamy or fidgety children are perfectly healthy. But if your child finds it much harder to focus than other children the same age, and it shows up in many places (at home, at school, with friends) and affects their learning or happiness, talk to their teacher and your pediatrician. They can help you understand what's going on and what support might help.</p>
<h2>The takeaway</h2>
<p>Short attention spans are part of growing up. Match tasks to your child's age, build in movement, remove distractions and stretch focus a little at a time. You'll both enjoy learning time more.</p>`,
    imageUrl: '/images/articles/attention-span.webp',
    category: 'Child Development',
    author: 'Amina Yusuf',
    authorTitle: 'Pediatric Occupational Therapist',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-07-14T09:00:00.000Z',
  },
  {
    title: 'Talking About a Tough Report Card',
    summary:
      'Disappointing grades can be the start of a good plan. Here is how to stay calm, listen first and agree on one or two small goals with your child.',
    content: `<p>The report card comes home, and the grades aren't what you hoped. Maybe you feel worried, disappointed or even a little embarrassed. Those feelings are normal. What you say in the next few minutes matters, though. A calm, caring conversation can turn a tough report into a plan, and show your child that you're on their side.</p>
<h2>Pause before you react</h2>
<p>If you feel upset, give yourself time. It's fine to say, "Thanks for showing me. Let me read it properly and we'll talk after dinner." A short pause keeps your first words kind and helps you notice everything the report says, not only the lowest grade.</p>
<h2>Start with the positives</h2>
<p>Almost every report contains something good: a subject that went well, or a comment about kindness, effort or better behavior. Start there. It tells your child that you see all of them, not just their weakest grade.</p>
<ul>
<li>"Your teacher says you're a great helper in class. That's wonderful."</li>
<li>"Your reading went up since last term. You worked for that."</li>
</ul>
<h2>Ask, then listen</h2>
<p>Your child probably already knows how they did. Ask open questions and really listen to the answers:</p>
<ol>
<li>"How do you feel about your report?"</li>
<li>"Which part surprised you?"</li>
<li>"What felt hard this term?"</li>
<li>"What do you think would help?"</li>
</ol>
<p>You may hear things you didn't know: a seat far from the board, a problem with a friend, a topic that never clicked or trouble with tiredness. These clues are more useful than the grade itself.</p>
<blockquote>Children open up when they feel safe. If they expect anger, they learn to hide problems. If they expect help, they learn to share them.</blockquote>
<h2>Focus on what can change</h2>
<p>Talk about actions, not labels. Avoid "You're lazy" or "You're bad at math." Instead, describe what can be done: "Let's find a way to practice multiplication that you like," or "Let's set up a homework time that works better."</p>
<h3>Make a small plan together</h3>
<ul>
<li>Pick <strong>one or two goals</strong>, not ten.</li>
<li>Agree on specific steps: "Read for 15 minutes on school nights," or "Ask the teacher one question when I'm stuck."</li>
<li>Decide how you'll check in, for example for a few minutes every Sunday.</li>
</ul>
<h2>Talk to the teacher</h2>
<p>A short meeting or message to the teacher can fill in the picture. Ask what your child finds hard, what they're doing well and what you can do at home. Teachers appreciate parents who want to work as a team, and your child sees the adults on the same side.</p>
<p>If a subject keeps being a struggle, extra support can help. A tutor, a study group or short daily practice with learning games can rebuild confidence step by step.</p>
<h2>Go easy on big rewards and punishments</h2>
<p>Paying for grades or taking away everything fun can backfire. Both put the focus on the result and can add stress. Praise effort and progress instead, and save small celebrations for reaching the goals you set together.</p>
<h2>End with reassurance</h2>
<p>Close the conversation with love: "A report card is information, not a judgment of who you are. I'm proud of you, and we'll work on this together." Your child will remember how that felt long after they forget the grades.</p>`,
    imageUrl: '/images/articles/report-card-talk.webp',
    category: 'Parenting Advice',
    author: 'Rebecca Stone',
    authorTitle: 'Family Counselor',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-11-03T09:00:00.000Z',
  },
  {
    title: 'Raising a Curious Kid: Questions at the Dinner Table',
    summary:
      'Curiosity grows with practice, and dinner is the perfect time for it. Try these open questions, a family wonder list and the magic words "let\'s find out."',
    content: `<p>Curious children ask "why?" a lot, sometimes dozens of times a day. It can be tiring, but curiosity is one of the best engines for learning. Children who ask questions and enjoy finding answers tend to be more engaged at school and better at solving problems. The good news: curiosity grows with practice, and the dinner table is a perfect place to practice.</p>
<h2>Why dinner time works</h2>
<p>Meals are one of the few times many families sit together without rushing. Everyone is in one place, screens are off (or should be!) and there's time to talk. Just one good question a meal can spark a great conversation.</p>
<h2>Questions that open minds</h2>
<p>Skip "How was school?" It usually gets "Fine." Try open questions that invite imagination and thinking:</p>
<ul>
<li>"If you could ask an animal one question, which animal would you pick, and what would you ask?"</li>
<li>"What's something you learned today that surprised you?"</li>
<li>"Why do you think leaves change color in the fall?"</li>
<li>"If you invented a new holiday, what would we do on it?"</li>
<li>"What would happen if there was no gravity for one day?"</li>
<li>"What's a question you've never been able to answer?"</li>
</ul>
<p>Keep a jar of question cards on the table. Let everyone in the family add new ones, and pick one at random each night.</p>
<h2>Answer questions with questions</h2>
<p>When your child asks "Why is the sky blue?", you don't need to know the answer. In fact, it can be better not to give it straight away. Try:</p>
<ol>
<li>"Great question. What do you think?"</li>
<li>"How could we find out?"</li>
<li>"Let's look it up together after dinner."</li>
</ol>
<p>This teaches children that questions are starting points for exploring, and that not knowing is perfectly okay.</p>
<blockquote>"I don't know, let's find out" might be the most powerful sentence a parent can say.</blockquote>
<h2>Show your own curiosity</h2>
<p>Children copy what they see. Wonder out loud: "I wonder how they build bridges over such deep rivers," or "I read something amazing about octopuses today." When you share what you're curious about, you show that learning doesn't stop when school ends.</p>
<h3>Keep a wonder list</h3>
<p>Stick a sheet of paper on the fridge for questions nobody could answer at dinner. On the weekend, pick one and explore it together with a library book, a short documentary, a simple experiment or a trip to a museum or park.</p>
<h2>Make room for wrong answers</h2>
<p>Curiosity shrinks when children are afraid of being wrong. When your child offers a wild guess, treat it with interest: "Interesting idea. What makes you think that?" Then explore together. Being playful about ideas keeps the questions coming.</p>
<h2>Curiosity beyond the table</h2>
<ul>
<li>Go on a "question walk" and collect three things you wonder about.</li>
<li>Try kitchen science: what floats, what sinks, what dissolves?</li>
<li>Let your child choose a topic to become the family expert on this month.</li>
</ul>
<p>Curiosity is a habit you can nurture. A question at dinner, a wonder list on the fridge and a parent who says "let's find out" can help your child grow into a lifelong learner.</p>`,
    imageUrl: '/images/articles/curious-questions.webp',
    category: 'Parenting Advice',
    author: 'Tom Okoye',
    authorTitle: 'Parent Educator',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-06-18T09:00:00.000Z',
  },
  {
    title: 'Choosing Learning Apps That Really Teach',
    summary:
      'Some learning apps are excellent, and many are mostly entertainment. Use this quick checklist to pick apps that help your child think, practice and grow.',
    content: `<p>App stores are full of games that promise to make your child smarter. Some are excellent. Many are mostly entertainment with a few letters and numbers sprinkled in. With a few simple checks, you can spot the apps that actually help your child learn, and skip the ones that just keep them tapping.</p>
<h2>Look for active learning</h2>
<p>Good learning apps ask children to think, not just watch or tap. Your child should be solving problems, making choices, building things or explaining ideas. A quick test: after ten minutes, can your child tell you what they learned or practiced?</p>
<h2>Check that it adapts</h2>
<p>The best apps adjust the difficulty as your child improves. They offer levels that start easy and get harder, and they slow down when a child is struggling. If your child breezes through everything, or gets stuck on the same screen for days, the app isn't matching their level.</p>
<h2>Watch for distractions</h2>
<p>Some apps are designed to keep children playing as long as possible, not to teach. Be careful with apps that have:</p>
<ul>
<li>Lots of ads, especially ones that interrupt play</li>
<li>Pop-ups that push in-app purchases</li>
<li>Rewards that have nothing to do with learning, such as endless spins or random prizes</li>
<li>Noisy animations every few seconds that pull attention away from the task</li>
</ul>
<p>Rewards can be motivating, but they should celebrate real effort and progress, such as finishing a level or reaching a personal best.</p>
<h2>A quick checklist before you download</h2>
<ol>
<li><strong>Who made it?</strong> Look for apps built with teachers or learning experts.</li>
<li><strong>What does it teach?</strong> The description should name specific skills, like adding within 20 or recognizing letter sounds.</li>
<li><strong>Is it right for your child's age?</strong> Check the age range and try the first levels yourself.</li>
<li><strong>How does it handle privacy?</strong> Read what data it collects and whether it shares it. Children's apps should collect as little as possible.</li>
<li><strong>Can you see progress?</strong> A parent view that shows time spent and skills practiced is a big plus.</li>
</ol>
<h2>Play it yourself first</h2>
<p>Spend five minutes with any new app before your child does. You'll quickly see whether it's thoughtful or shallow, calm or noisy. Then play together for the first session. Children learn more from apps when an adult talks with them about what they're doing.</p>
<blockquote>The best learning app is one that sparks a conversation after the screen is off.</blockquote>
<h2>Balance with offline learning</h2>
<p>Even the best app is one tool among many. Mix screen learning with books, building toys, drawing, cooking and outdoor play. When your child learns a new idea in an app, find a way to use it in real life: count coins after a math game, or spot new words on signs after a reading game.</p>
<h2>Keep checking in</h2>
<p>Children's needs change quickly. Every few months, take another look. Is your child still learning from this app? Are they bored or frustrated? Is it time to move on to something more challenging? A short review keeps screen time purposeful.</p>
<p>Chosen well, learning apps can give children extra practice, instant feedback and a real sense of achievement. A little checking up front makes sure the time they spend on a screen is time well spent.</p>`,
    imageUrl: '/images/articles/learning-apps.webp',
    category: 'Technology & Learning',
    author: 'Hana Sato',
    authorTitle: 'Educational Technology Coach',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-10-06T09:00:00.000Z',
  },
  {
    title: 'Healthy Screen Time Habits for the Whole Family',
    summary:
      'Screens are part of family life. These simple habits help them fit around sleep, play, movement and time together, for parents as well as children.',
    content: `<p>Screens are part of everyday life: for homework, for talking to grandparents, for relaxing after a long day. The goal isn't to banish them, but to make sure they fit around the things children need most: sleep, movement, play and time with the people who love them. Here are practical habits that work for the whole family, parents included.</p>
<h2>Think about quality, not just minutes</h2>
<p>Not all screen time is the same. A video call with a grandparent, a learning game or a documentary about whales is very different from hours of autoplay videos. Ask yourself:</p>
<ul>
<li>Is my child creating, learning or connecting, or only scrolling?</li>
<li>Is the content right for their age?</li>
<li>Do we sometimes watch or play together?</li>
</ul>
<h2>General guidance by age</h2>
<p>For babies and toddlers under about 18 months, many pediatric experts suggest avoiding screens other than video calls with family. For children aged 2 to 5, a common guideline is around one hour a day of high-quality content, ideally watched with an adult. For school-age children there's no single magic number. Instead, make sure screens don't crowd out sleep, physical activity, homework and family time.</p>
<h2>Create a family media plan</h2>
<p>Sit down together and agree on a few simple rules. Children follow rules better when they help make them.</p>
<ol>
<li><strong>Screen-free zones:</strong> for example, the dinner table and bedrooms.</li>
<li><strong>Screen-free times:</strong> the first hour after waking up and the hour before bed.</li>
<li><strong>First things first:</strong> homework, chores and outdoor time come before screens.</li>
<li><strong>Device parking:</strong> phones and tablets charge overnight outside bedrooms.</li>
</ol>
<h3>Protect sleep</h3>
<p>Screens before bed can make it harder to fall asleep, both because of the bright light and because exciting content keeps minds busy. Aim to switch off an hour before bedtime, and replace screens with a calm routine like reading together.</p>
<h2>Use timers and gentle transitions</h2>
<p>Stopping suddenly is hard for children, especially in the middle of a game or show. Give a five-minute warning, then a one-minute warning. Visual timers help younger children see how much time is left. Agree in advance on what comes next, like a snack, a walk or building blocks, so the end of screen time leads to something good.</p>
<h2>Be a role model</h2>
<p>Children notice how adults use their phones. If you check messages during meals, they will want to do the same. Try putting your own phone away during family time and saying out loud what you're doing: "I'm putting my phone in the drawer so we can play."</p>
<blockquote>Children learn more from what we do with screens than from what we say about them.</blockquote>
<h2>Make the alternatives easy</h2>
<p>Screens are easy to reach for when nothing else is ready. Keep other options within reach:</p>
<ul>
<li>A box of art supplies and paper</li>
<li>Puzzles, board games and building sets</li>
<li>Library books, swapped every couple of weeks</li>
<li>A ball, a jump rope or a bike for outdoor play</li>
</ul>
<h2>Keep talking</h2>
<p>Ask your child what they enjoy watching and playing, and why. Play their favorite game with them once in a while. When children feel you're interested, they're more likely to come to you if they see something confusing or upsetting online.</p>
<p>Healthy screen habits aren't about perfect rules. They're about balance, a plan the family agrees on and plenty of time for the things screens can't replace.</p>`,
    imageUrl: '/images/articles/screen-time-balance.webp',
    category: 'Technology & Learning',
    author: 'Laura Fischer',
    authorTitle: 'Pediatrician',
    readTime: '3 min read',
    featured: false,
    publishedAt: '2026-06-30T09:00:00.000Z',
  },
];

export const demoGames: DemoGame[] = [
  {
    title: 'Math Quick Challenge',
    description:
      'How many sums can you solve in 60 seconds? Pick Easy, Medium or Hard, answer fast and try to beat your best score!',
    category: 'Math Games',
    gradelevel: 'Grades 1-5',
    imageUrl: '/images/games/math-quick-challenge.webp',
    rating: '4.8',
    ageRange: 'Ages 6-11',
    skillType: 'arithmetic',
    isNew: false,
    isPopular: true,
    haslevels: false,
    totallevels: 0,
    availablebadges: namesOf(mathChallengeBadges),
    rules: mathChallengeRules(mathChallengeBadges),
  },
  {
    title: 'Number Trail',
    description:
      'Hop along the stepping stones by adding and taking away. Reach the flag at the top of the hill to open the next level!',
    category: 'Math Games',
    gradelevel: 'K-2',
    imageUrl: '/images/games/number-trail.webp',
    rating: '4.6',
    ageRange: 'Ages 5-7',
    skillType: 'arithmetic',
    isNew: true,
    isPopular: false,
    haslevels: true,
    totallevels: 10,
    availablebadges: namesOf(numberTrailBadges),
    rules: questionRules(
      'arithmetic',
      levelsOf([
        'First Steps',
        'Pebble Path',
        'Over the Log',
        'Bridge Crossing',
        'Meadow Run',
        'Stepping Stones',
        'Forest Trail',
        'Rocky Climb',
        'Windy Ridge',
        'Hilltop Flag',
      ]),
      numberTrailBadges,
    ),
  },
  {
    title: 'Spelling Bee Blocks',
    description:
      'Help the busy bee stack letter blocks to spell words. Listen to each word, then build it one letter at a time.',
    category: 'Reading Fun',
    gradelevel: 'Grades 1-3',
    imageUrl: '/images/games/spelling-bee-blocks.webp',
    rating: '4.7',
    ageRange: 'Ages 6-8',
    skillType: 'spelling',
    isNew: false,
    isPopular: true,
    haslevels: true,
    totallevels: 8,
    availablebadges: namesOf(spellingBadges),
    rules: questionRules(
      'spelling',
      levelsOf([
        'Tiny Words',
        'Short Vowels',
        'Busy Blocks',
        'Word Tower',
        'Long Vowels',
        'Tricky Letters',
        'Big Words',
        'Honey Champion',
      ]),
      spellingBadges,
    ),
  },
  {
    title: 'Word Detective',
    description:
      'Grab your magnifying glass and look for clues in each sentence. Can you work out what the mystery word means?',
    category: 'Reading Fun',
    gradelevel: 'Grades 3-5',
    imageUrl: '/images/games/word-detective.webp',
    rating: '4.5',
    ageRange: 'Ages 8-10',
    skillType: 'word-meaning',
    isNew: true,
    isPopular: false,
    haslevels: true,
    totallevels: 5,
    availablebadges: namesOf(wordDetectiveBadges),
    rules: questionRules(
      'word-meaning',
      levelsOf(['First Clue', 'Footprints', 'Secret Note', 'Hidden Map', 'Case File']),
      wordDetectiveBadges,
    ),
  },
  {
    title: 'Space Explorer Quiz',
    description:
      'Blast off and visit the planets! Answer questions about stars, moons and rockets to fly farther into space.',
    category: 'Science Zone',
    gradelevel: 'Grades 3-5',
    imageUrl: '/images/games/space-explorer-quiz.webp',
    rating: '4.9',
    ageRange: 'Ages 8-11',
    skillType: 'science-facts',
    isNew: false,
    isPopular: true,
    haslevels: true,
    totallevels: 6,
    availablebadges: namesOf(spaceBadges),
    rules: questionRules(
      'science-facts',
      levelsOf([
        'Launch Pad',
        'The Moon',
        'Inner Planets',
        'Outer Planets',
        'The Sun and Stars',
        'Deep Space',
      ]),
      spaceBadges,
      // Space only: its card promises stars, moons and rockets, not rain or continents.
      ['space'],
    ),
  },
  {
    title: 'Nature Lab Quiz',
    description:
      'Peek through the microscope and discover bugs, leaves and living things. How many nature facts do you know?',
    category: 'Science Zone',
    gradelevel: 'Grades 1-3',
    imageUrl: '/images/games/nature-lab-quiz.webp',
    rating: '4.4',
    ageRange: 'Ages 6-9',
    skillType: 'science-facts',
    isNew: true,
    isPopular: false,
    haslevels: false,
    totallevels: 0,
    availablebadges: namesOf(natureBadges),
    rules: questionRules('science-facts', [], natureBadges, ['nature', 'body', 'earth']),
  },
  {
    title: 'Pattern Puzzles',
    description:
      'Circle, triangle, square... what comes next? Spot the pattern and find the missing piece to finish each puzzle.',
    category: 'Critical Thinking',
    gradelevel: null,
    imageUrl: '/images/games/pattern-puzzles.webp',
    rating: '4.6',
    ageRange: 'Ages 5-10',
    skillType: 'patterns',
    isNew: false,
    isPopular: false,
    haslevels: true,
    totallevels: 8,
    availablebadges: namesOf(patternBadges),
    rules: questionRules(
      'patterns',
      levelsOf([
        'Colors',
        'Shapes',
        'Counting On',
        'Skip Counting',
        'Growing Patterns',
        'Mixed Shapes',
        'Number Rules',
        'Pattern Master',
      ]),
      patternBadges,
    ),
  },
  {
    title: 'Robot Maze',
    description:
      'Give the friendly robot step-by-step directions to find its way through the maze. Plan ahead and reach the star!',
    category: 'Critical Thinking',
    gradelevel: 'Grades 4-6',
    imageUrl: '/images/games/robot-maze.webp',
    rating: '4.7',
    ageRange: 'Ages 9-12',
    skillType: 'logic',
    isNew: true,
    isPopular: true,
    haslevels: true,
    totallevels: 10,
    availablebadges: namesOf(robotBadges),
    rules: questionRules(
      'logic',
      levelsOf([
        'Power On',
        'First Steps',
        'Left and Right',
        'Around the Box',
        'Long Hallway',
        'Who Is Where',
        'Order Up',
        'Odd One Out',
        'Twisty Maze',
        'Star Finish',
      ]),
      robotBadges,
    ),
  },
];

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'Maria Alvarez',
    title: 'Parent of two',
    content:
      'My son used to dread fractions. After six weeks with his tutor he asks to play Math Quick Challenge before dinner, and his last quiz came home with a big smile on it.',
    rating: '5.0',
    imageUrl: '/images/testimonials/testimonial-01.webp',
  },
  {
    name: 'James Porter',
    title: 'Dad of a 7-year-old',
    content:
      'The bedtime reading article changed our evenings. Ten minutes, same time, same pillow, and now my daughter reminds me when it is reading time.',
    rating: '5.0',
    imageUrl: '/images/testimonials/testimonial-02.webp',
  },
  {
    name: 'Nadia Johnson',
    title: 'Parent of a Grade 5 student',
    content:
      'Booking a session takes a minute, and the tutors really listen. My daughter finally feels confident about her science projects.',
    rating: '4.5',
    imageUrl: '/images/testimonials/testimonial-03.webp',
  },
  {
    name: 'Wei Chen',
    title: 'Parent of three',
    content:
      "With three kids, I love seeing everyone's progress in one place. The points and rewards keep them motivated without any nagging from me.",
    rating: '4.5',
    imageUrl: '/images/testimonials/testimonial-04.webp',
  },
  {
    name: 'Fatima Noor',
    title: 'Mom of a curious 9-year-old',
    content:
      'My son races through the Space Explorer Quiz and then wants to tell us everything about Saturn at dinner. Learning feels like play in our house now.',
    rating: '5.0',
    imageUrl: '/images/testimonials/testimonial-05.webp',
  },
  {
    name: 'Rachel Carter',
    title: 'Grade 3 Teacher',
    content:
      'I recommend Sprout to families who want extra practice at home. The games are short, calm and focused, which is exactly what young learners need.',
    rating: '4.0',
    imageUrl: '/images/testimonials/testimonial-06.webp',
  },
];

export const demoMerchandise: DemoMerchandise[] = [
  {
    name: 'Star Learner Sticker Pack',
    description:
      'A printable sheet of shiny stickers with stars, hearts, leaves and letters. Perfect for notebooks and reading charts.',
    imageUrl: '/images/merchandise/sticker-pack.webp',
    pointsCost: 100,
    priceDollars: '3.99',
    inventory: 999,
    digital: true,
  },
  {
    name: 'Math Genius Certificate',
    description:
      'A printable certificate with a gold star seal and your name on it. Show everyone how hard you worked!',
    imageUrl: '/images/merchandise/certificate.webp',
    pointsCost: 150,
    priceDollars: '5.99',
    inventory: 999,
    digital: true,
  },
  {
    name: 'Rainbow Pencil Set',
    description: 'Five bright colored pencils in a sturdy box, ready for drawing, writing and homework.',
    imageUrl: '/images/merchandise/pencil-set.webp',
    pointsCost: 250,
    priceDollars: '7.99',
    inventory: 999,
    digital: false,
  },
  {
    name: 'Golden Star Trophy',
    description:
      'A shiny virtual trophy for your Sprout shelf to celebrate a new personal best. You earned it!',
    imageUrl: '/images/merchandise/trophy.webp',
    pointsCost: 300,
    priceDollars: '9.99',
    inventory: 999,
    digital: true,
  },
  {
    name: 'Leafy Water Bottle',
    description: 'A sky blue bottle with a sprout label that keeps your water cool all school day.',
    imageUrl: '/images/merchandise/water-bottle.webp',
    pointsCost: 450,
    priceDollars: '14.99',
    inventory: 75,
    digital: false,
  },
  {
    name: 'Sprout Explorer T-Shirt',
    description: 'A soft leaf green T-shirt with a sprout on the front. Comes in kids sizes XS to L.',
    imageUrl: '/images/merchandise/t-shirt.webp',
    pointsCost: 600,
    priceDollars: '19.99',
    inventory: 40,
    digital: false,
  },
  {
    name: 'Sprouty Plush Buddy',
    description: 'Sprouty is soft, round and ready for hugs. A cozy reading buddy for bedtime stories.',
    imageUrl: '/images/merchandise/plush-toy.webp',
    pointsCost: 1200,
    priceDollars: '24.99',
    inventory: 12,
    digital: false,
  },
  {
    name: 'Bedtime Story Book Bundle',
    description:
      'Four favorite picture and chapter books tied with a ribbon. A great start for your own home library.',
    imageUrl: '/images/merchandise/book-bundle.webp',
    pointsCost: 1500,
    priceDollars: '34.99',
    inventory: 25,
    digital: false,
  },
];
