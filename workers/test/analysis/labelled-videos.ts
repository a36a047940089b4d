// A hand-labelled set of videos as real educational uploads read (titles, descriptions, the
// tags uploaders use, which rarely name the category), for measuring the local analyser. It
// was written apart from the seed keywords. Split once: every third video was held out for
// evaluation while the analyser was built, the others are the "already categorised" library
// it learns from. That held-out third was looked at three times, so the reported figures now
// come from fresh-held-out-videos.ts, with all of this set as training data.
export interface LabelledVideo {
  label: string;
  title: string;
  description: string;
  tags: string[];
  channelTitle?: string;
}

/** One labelled video (shared with fresh-held-out-videos.ts). */
export const v = (
  label: string,
  title: string,
  description: string,
  tags: string[],
  channelTitle?: string,
): LabelledVideo => ({ label, title, description, tags, channelTitle });

export const LECTURES = 'Lectures & Talks';
export const INTERVIEWS = 'Interviews';
export const DOCS = 'Documentaries';
export const TUTORIALS = 'Tutorials';
export const FUN = 'Entertainment';
export const NEWS = 'News & Updates';
export const BUSINESS = 'Business & Finance';
export const HEALTH = 'Health & Wellness';
export const TECH = 'Technology';
export const SCIENCE = 'Science & Research';

export const LABELLED_VIDEOS: readonly LabelledVideo[] = [
  // ---- Lectures & Talks
  v(
    LECTURES,
    'Lecture 1: Introduction to Computational Thinking',
    '<p>MIT 6.0001, Fall 2016. Instructor: Dr. Ana Bell. In this lecture, Dr. Bell introduces the course and the idea of an algorithm.</p>',
    ['mit', 'ocw', '6.0001', 'computer science course'],
    'MIT OpenCourseWare',
  ),
  v(
    LECTURES,
    'The surprising habits of original thinkers | Adam Grant',
    'How do creative people come up with great ideas? Organizational psychologist Adam Grant studies "originals". Recorded at TED2016.',
    ['TED Talk', 'creativity', 'psychology', 'innovation'],
    'TED',
  ),
  v(
    LECTURES,
    'Richard Feynman on the pleasure of finding things out - Cornell Messenger Lectures',
    'The 1964 Messenger Lectures at Cornell University, "The Character of Physical Law", part 1 of 7.',
    ['feynman', 'messenger lectures', 'cornell', 'physics'],
  ),
  v(
    LECTURES,
    'Justice: What\'s The Right Thing To Do? Episode 01 "The Moral Side of Murder"',
    'Harvard professor Michael Sandel opens his course on moral and political philosophy before 1,000 students in Sanders Theatre.',
    ['harvard', 'sandel', 'philosophy', 'ethics'],
  ),
  v(
    LECTURES,
    'Keynote: The Future of Cities — Urban Design Forum 2023',
    'Opening keynote address by architect Jan Gehl on designing cities for people, followed by audience questions.',
    ['urbanism', 'architecture', 'keynote', 'cities'],
  ),
  v(
    LECTURES,
    'Stanford CS229: Machine Learning - Linear Regression and Gradient Descent | Lecture 2',
    'Andrew Ng, Adjunct Professor of Computer Science. Lecture notes and problem sets on the course website.',
    ['stanford', 'cs229', 'andrew ng', 'lecture'],
    'Stanford Online',
  ),
  v(
    LECTURES,
    'Yale: Introduction to Psychology with Paul Bloom - Foundations: This Is Your Brain',
    'Professor Paul Bloom introduces the brain and how it gives rise to the mind. PSYC 110, Spring 2007.',
    ['yale', 'open yale courses', 'psychology', 'brain'],
  ),
  v(
    LECTURES,
    'Why we sleep: public lecture at the Royal Institution',
    'Matthew Walker speaks to a packed theatre about what sleep does for memory and the body. Filmed at the Ri.',
    ['royal institution', 'sleep', 'memory', 'neuroscience'],
    'The Royal Institution',
  ),
  v(
    LECTURES,
    'Gresham College: The Mathematics of Voting',
    '<p>A free public lecture by Professor Sarah Hart, Gresham Professor of Geometry.</p><p>Transcript and slides on our website.</p>',
    ['gresham college', 'mathematics', 'voting', 'public lecture'],
  ),
  v(
    LECTURES,
    'Jordan Peterson: 2017 Maps of Meaning 01: Context and Background',
    'The first of twelve classes of Psychology 434 at the University of Toronto.',
    ['maps of meaning', 'university of toronto', 'mythology'],
  ),
  v(
    LECTURES,
    "Bjarne Stroustrup: C++20 — what's new and why | CppCon talk",
    'Presented at CppCon. The designer of C++ walks through concepts, modules and ranges. Slides linked below.',
    ['cppcon', 'c++', 'conference talk', 'programming languages'],
  ),
  v(
    LECTURES,
    'Introduction to Economics — Lecture 3: Supply and Demand',
    'Recorded in the Econ 1 class at UC Berkeley. The professor derives market equilibrium on the chalkboard.',
    ['econ 1', 'berkeley', 'microeconomics', 'class'],
  ),
  v(
    LECTURES,
    'How to speak | Patrick Winston',
    "Patrick Winston's How to Speak talk has been an MIT tradition for over 40 years, offered every January.",
    ['public speaking', 'mit', 'communication', 'presentation skills'],
  ),
  v(
    LECTURES,
    'The Reith Lectures 2021: Stuart Russell — The Biggest Event in Human History',
    'Professor Stuart Russell gives the first of his four Reith Lectures, on artificial intelligence and its future.',
    ['reith lectures', 'bbc radio 4', 'ai safety'],
  ),
  v(
    LECTURES,
    'Distinguished Lecture Series: The History of the Printing Press',
    'Dr. Elizabeth Eisenstein speaks at the Library of Congress about how print changed European thought. Q&A at 52:10.',
    ['library of congress', 'history of books', 'printing'],
  ),
  v(
    LECTURES,
    'Linear Algebra, Lecture 14: Orthogonal Vectors and Subspaces',
    'Professor Gilbert Strang. 18.06 Linear Algebra, Spring 2005. View the complete course at ocw.mit.edu.',
    ['linear algebra', 'gilbert strang', 'math'],
  ),
  v(
    LECTURES,
    'Brené Brown: The power of vulnerability',
    'Brené Brown studies human connection. At TEDxHouston she shares a deep insight from her research.',
    ['tedx', 'vulnerability', 'connection', 'shame'],
  ),
  v(
    LECTURES,
    'Noam Chomsky — Language and Mind, lecture at Leiden University',
    'A lecture on the biolinguistic program, given to students and faculty of the Leiden Linguistics department.',
    ['chomsky', 'linguistics', 'language'],
  ),
  v(
    LECTURES,
    'Guest lecture: Designing data-intensive applications (Martin Kleppmann)',
    'Martin Kleppmann speaks to the Cambridge distributed systems class about replication and consistency.',
    ['distributed systems', 'cambridge', 'guest speaker'],
  ),

  // ---- Interviews
  v(
    INTERVIEWS,
    'Sam Altman: OpenAI, GPT-5, Sora, Board Saga, Elon Musk | Lex Fridman Podcast #419',
    'Sam Altman is the CEO of OpenAI. Please support this podcast by checking out our sponsors. OUTLINE: 0:00 Introduction',
    ['lex fridman', 'podcast', 'sam altman', 'openai'],
    'Lex Fridman',
  ),
  v(
    INTERVIEWS,
    'Werner Herzog in conversation with Paul Holdengräber',
    'The filmmaker talks about walking, obsession, and why he never uses a storyboard. Recorded live at the New York Public Library.',
    ['werner herzog', 'live from nypl', 'film'],
  ),
  v(
    INTERVIEWS,
    'Jane Goodall sits down with us to talk chimpanzees, hope and 60 years in Gombe',
    'In this exclusive interview, Dr. Jane Goodall reflects on her career and her advice for young conservationists.',
    ['jane goodall', 'chimpanzees', 'conservation'],
  ),
  v(
    INTERVIEWS,
    'The Diary Of A CEO: The Sleep Scientist — "You Are Sleeping Wrong"',
    'Steven Bartlett asks a sleep researcher the questions everyone wants answered. Listen on Spotify and Apple.',
    ['diary of a ceo', 'steven bartlett', 'sleep'],
  ),
  v(
    INTERVIEWS,
    'Hot Ones: Paul Rudd Plays Hot Ones',
    'Paul Rudd answers questions while eating progressively hotter chicken wings, with host Sean Evans.',
    ['hot ones', 'first we feast', 'paul rudd', 'wings'],
  ),
  v(
    INTERVIEWS,
    'Linus Torvalds on Git, Linux and 30 years of open source — full conversation',
    'We sat down with Linus Torvalds at Open Source Summit to ask him about maintainers, Rust in the kernel, and burnout.',
    ['linus torvalds', 'linux kernel', 'q&a'],
  ),
  v(
    INTERVIEWS,
    'Warren Buffett: The Full 2008 CNBC Interview',
    'Becky Quick asks Warren Buffett about the financial crisis, Berkshire Hathaway and his partner Charlie Munger.',
    ['warren buffett', 'cnbc', 'berkshire'],
  ),
  v(
    INTERVIEWS,
    'Joe Rogan Experience #1309 - Naval Ravikant',
    'Naval Ravikant is an entrepreneur, philosopher and investor. He joins Joe to talk about happiness and wealth.',
    ['jre', 'joe rogan', 'naval'],
  ),
  v(
    INTERVIEWS,
    'A conversation with Nobel laureate Jennifer Doudna',
    '<p>Our host asks the co-inventor of CRISPR about the ethics of gene editing and what comes next.</p>',
    ['jennifer doudna', 'crispr', 'nobel prize'],
  ),
  v(
    INTERVIEWS,
    'Tim Ferriss Show: Jerry Seinfeld on comedy, discipline and meditation',
    'Jerry Seinfeld joins Tim to talk about his writing process and the habits behind 40 years of stand-up.',
    ['tim ferriss', 'seinfeld', 'podcast episode'],
  ),
  v(
    INTERVIEWS,
    'Veteran war photographer on 40 years at the front line | The Interview',
    'Don McCullin speaks to the BBC about Vietnam, Biafra and what the camera cannot show.',
    ['don mccullin', 'photography', 'bbc'],
  ),
  v(
    INTERVIEWS,
    'Interviewing a retired NASA astronaut: what nobody tells you about space',
    'We asked Chris Hadfield your questions: sleeping in orbit, coming back to gravity, and his guitar.',
    ['chris hadfield', 'astronaut', 'ask me anything'],
  ),
  v(
    INTERVIEWS,
    'Huberman Lab Podcast: Dr. Peter Attia — Improve Healthspan & Lifespan',
    'Andrew Huberman and Peter Attia discuss exercise, nutrition, and longevity in a three hour episode.',
    ['huberman lab', 'peter attia', 'longevity'],
  ),
  v(
    INTERVIEWS,
    'Stephen King talks writing, fear and his new novel',
    "The author answers our questions about his daily routine, his first rejections and the book he almost didn't finish.",
    ['stephen king', 'books', 'writing'],
  ),
  v(
    INTERVIEWS,
    'One-on-one with the founder of Patagonia, Yvon Chouinard',
    'Yvon Chouinard explains why he gave the company away, in a rare long-form conversation.',
    ['patagonia', 'yvon chouinard', 'climbing'],
  ),
  v(
    INTERVIEWS,
    'Kobe Bryant: The Mamba Mentality, the full interview',
    'Kobe talks with us about obsession, his daughters, and life after basketball.',
    ['kobe bryant', 'nba', 'mindset'],
  ),
  v(
    INTERVIEWS,
    'Inside the mind of a chess grandmaster: Magnus Carlsen answers',
    'Magnus Carlsen in an extended sit-down with our reporter about preparation, nerves and the world title.',
    ['magnus carlsen', 'chess'],
  ),
  v(
    INTERVIEWS,
    'Talking with a hospice nurse about death and dying',
    'A hospice nurse of 20 years joins the show to answer the questions people are afraid to ask.',
    ['hospice', 'end of life', 'honest conversation'],
  ),
  v(
    INTERVIEWS,
    'Hayao Miyazaki interview (English subtitles)',
    "A rare interview with Studio Ghibli's Miyazaki about his craft and his retirement that never happened.",
    ['miyazaki', 'studio ghibli', 'anime'],
  ),

  // ---- Documentaries
  v(
    DOCS,
    'The Deepest Dive: Exploring the Mariana Trench (Full Documentary)',
    'Follow the crew of the submersible as they descend eleven kilometres to the bottom of the sea.',
    ['mariana trench', 'deep sea', 'ocean exploration'],
  ),
  v(
    DOCS,
    'The Rise and Fall of the Roman Empire | Full Episode',
    'From Augustus to the sack of Rome: historians and reconstructions tell how the empire was won and lost.',
    ['roman history', 'ancient rome', 'history channel'],
  ),
  v(
    DOCS,
    'Free Solo — how the climb was filmed',
    "A film about Alex Honnold's ropeless ascent of El Capitan and the crew who had to film it without distracting him.",
    ['alex honnold', 'el capitan', 'climbing film'],
  ),
  v(
    DOCS,
    'Chernobyl: The Lost Tapes',
    'Never-before-seen archive footage of the 1986 disaster and its aftermath, from those who were there.',
    ['chernobyl', 'nuclear disaster', 'soviet union', 'archive'],
  ),
  v(
    DOCS,
    'Planet Earth II: Islands — Documentary',
    'David Attenborough narrates the strange lives of animals that live on remote islands, from sloths to iguanas.',
    ['attenborough', 'bbc earth', 'animals'],
  ),
  v(
    DOCS,
    'Inside the Factory: How Lego Bricks Are Made',
    '<p>We go behind the scenes in Billund to watch plastic become millions of bricks a day.</p>',
    ['lego', 'factory', 'manufacturing'],
  ),
  v(
    DOCS,
    'The Last Nomads of Mongolia',
    'A year with a herding family on the steppe, as winters grow harsher and the young leave for the city.',
    ['mongolia', 'nomads', 'culture'],
  ),
  v(
    DOCS,
    'Apollo 11 (2019) — restored 70mm footage',
    'Crafted entirely from archival footage and audio recordings, this film shows the mission as it happened.',
    ['apollo 11', 'moon landing', '1969'],
  ),
  v(
    DOCS,
    'The Story of Coffee: From Ethiopia to Your Cup',
    'Traveling through farms, auctions and roasteries to trace the journey of one bean.',
    ['coffee', 'trade', 'ethiopia'],
  ),
  v(
    DOCS,
    "Inside North Korea's Secret Economy | Investigative Documentary",
    'An undercover crew follows smugglers and market traders in a country where markets are officially forbidden.',
    ['north korea', 'undercover', 'journalism'],
  ),
  v(
    DOCS,
    'Our Planet | Frozen Worlds | FULL EPISODE | Netflix',
    'Experience the frozen wilderness of the poles as our changing climate threatens the animals who live there.',
    ['our planet', 'netflix', 'arctic'],
  ),
  v(
    DOCS,
    'The Untold Story of the Titanic',
    'A century after the sinking, divers and historians piece together the final hours of the ship.',
    ['titanic', 'shipwreck', 'history'],
  ),
  v(
    DOCS,
    'Samurai: The Last Warriors of Japan',
    'The dramatized history of the samurai, from the Genpei War to the Meiji Restoration.',
    ['samurai', 'japan', 'feudal japan'],
  ),
  v(
    DOCS,
    'How Dubai Was Built in the Desert',
    'From a fishing village to a city of skyscrapers: a film about ambition, oil money and migrant labour.',
    ['dubai', 'megaprojects', 'urban history'],
  ),
  v(
    DOCS,
    'Life in the Amazon: One Year in the Rainforest',
    'Filmmakers spent twelve months with the river dolphins, jaguars and the people of the Amazon basin.',
    ['amazon rainforest', 'jaguar', 'brazil'],
  ),
  v(
    DOCS,
    "The Great Depression — Part 1: A Job at Ford's",
    'Archival film, photographs and eyewitness accounts of America between the crash and the New Deal.',
    ['great depression', 'american history', 'pbs'],
  ),
  v(
    DOCS,
    'Secrets of the Pyramids | Ancient Egypt Documentary',
    'Archaeologists explore how the pyramids of Giza were planned and who actually built them.',
    ['egypt', 'pyramids', 'archaeology'],
  ),
  v(
    DOCS,
    'The Making of a Formula 1 Car — documentary',
    "Twelve months inside a Formula 1 team as engineers race to build next season's car.",
    ['formula 1', 'f1', 'motorsport'],
  ),
  v(
    DOCS,
    'Born in the Ice: Emperor Penguins — Wildlife Film',
    'A camera team winters in Antarctica to follow a colony from egg to first swim.',
    ['penguins', 'antarctica', 'nature film'],
  ),

  // ---- Tutorials
  v(
    TUTORIALS,
    'How to Make Sourdough Bread at Home (Beginner Friendly)',
    'Everything you need to bake your first loaf: the starter, the stretch and folds, shaping and baking.',
    ['sourdough', 'baking', 'bread recipe'],
  ),
  v(
    TUTORIALS,
    'Excel for Beginners — The Complete Course',
    '<p>Learn Excel formulas, tables and charts step by step. Download the practice file below!</p>',
    ['excel', 'spreadsheet', 'office skills'],
  ),
  v(
    TUTORIALS,
    'Learn Guitar: Your First 5 Chords',
    'In this beginner guitar lesson you will learn G, C, D, E minor and A minor, and how to switch between them.',
    ['guitar lesson', 'chords', 'beginner guitar'],
  ),
  v(
    TUTORIALS,
    'Photoshop Tutorial: Remove Anything from a Photo',
    'Three ways to clean up a photo in Photoshop: content-aware fill, the clone stamp and the healing brush.',
    ['photoshop', 'photo editing', 'adobe'],
  ),
  v(
    TUTORIALS,
    'How to Tie a Tie — the easy way',
    'A quick, simple guide to the four-in-hand knot. Follow along in front of a mirror.',
    ['tie a tie', 'how to', 'style'],
  ),
  v(
    TUTORIALS,
    'Watercolor Painting for Beginners: Paint a Simple Landscape',
    'Grab your brushes and follow along as we paint a sunset over hills with just three colours.',
    ['watercolor', 'painting', 'art lesson'],
  ),
  v(
    TUTORIALS,
    'How to Change a Car Tyre Safely',
    'Step-by-step: loosen the nuts, jack up the car, swap the wheel and tighten in a star pattern.',
    ['car maintenance', 'flat tire', 'diy'],
  ),
  v(
    TUTORIALS,
    'Blender Donut Tutorial — Part 1: Modelling',
    'The famous beginner series: model a donut in Blender 4.0 and learn the interface along the way.',
    ['blender', '3d modelling', 'blender guru'],
  ),
  v(
    TUTORIALS,
    'Learn Spanish in 30 minutes: ALL the basics you need',
    'Greetings, numbers and the phrases for ordering food. Repeat after me and practise with the exercises.',
    ['spanish lesson', 'language learning'],
  ),
  v(
    TUTORIALS,
    "How to Solve a Rubik's Cube | The Easiest Tutorial",
    'Learn the beginner method layer by layer. Pause the video at each step until your cube matches.',
    ['rubiks cube', 'speedcubing', 'beginner method'],
  ),
  v(
    TUTORIALS,
    'Knife Skills: How to Dice an Onion Like a Chef',
    'A professional chef shows the technique for quick, even dicing without tears.',
    ['knife skills', 'cooking basics', 'kitchen tips'],
  ),
  v(
    TUTORIALS,
    'Git and GitHub for Beginners — Crash Course',
    'Learn how to use Git and GitHub: commits, branches, pull requests, with examples you can type along.',
    ['git', 'github', 'version control'],
  ),
  v(
    TUTORIALS,
    'How to Draw a Realistic Eye — Step by Step',
    'Pencil drawing tutorial: shapes, shading and highlights. Materials: HB, 2B and 6B pencils.',
    ['drawing', 'pencil sketch', 'art tutorial'],
  ),
  v(
    TUTORIALS,
    'Fix a Leaky Faucet in 10 Minutes',
    'Save water and money: replace the washer or cartridge with basic tools. Plumbing for beginners.',
    ['plumbing', 'home repair', 'faucet'],
  ),
  v(
    TUTORIALS,
    'Crochet a Granny Square — Slow Tutorial for Left and Right Handed',
    'Learn the chain, slip stitch and double crochet while making your first granny square.',
    ['crochet', 'granny square', 'yarn'],
  ),
  v(
    TUTORIALS,
    'DaVinci Resolve 18 — Full Tutorial for Beginners',
    'Edit your first video: import, cut, colour grade and export, in this free editor.',
    ['davinci resolve', 'video editing'],
  ),
  v(
    TUTORIALS,
    'How to Build a Raised Garden Bed',
    'Cut list, tools and assembly for a cedar bed, plus how to fill it with soil for your vegetables.',
    ['gardening', 'woodworking', 'raised bed'],
  ),
  v(
    TUTORIALS,
    'Make Your Own Website with WordPress (Step-by-Step)',
    'Pick a theme, add pages and publish your site in an afternoon. No code required.',
    ['wordpress', 'website', 'beginners guide'],
  ),
  v(
    TUTORIALS,
    'How to Do a Proper Push-Up: Form Guide',
    'Hand position, core and elbows: a coach walks you through the steps and the most common mistakes.',
    ['push up', 'form', 'calisthenics'],
  ),

  // ---- Entertainment
  v(
    FUN,
    "I Spent 24 Hours in the World's Smallest Hotel Room",
    'This was a bad idea. Watch till the end to see what happened at 3am.',
    ['24 hour challenge', 'vlog', 'travel'],
  ),
  v(
    FUN,
    'Ranking Every Pixar Movie (Tier List)',
    'We ranked all 27 Pixar films from worst to best. Comment your top three!',
    ['pixar', 'tier list', 'movies'],
  ),
  v(
    FUN,
    'Mr. Bean Goes to the Dentist | Funny Clip',
    "Classic Mr. Bean: Bean takes matters into his own hands in the dentist's chair.",
    ['mr bean', 'comedy', 'rowan atkinson'],
  ),
  v(
    FUN,
    'Guess the Song in 1 Second Challenge',
    'Can you name these hits faster than us? Play along and keep score.',
    ['music quiz', 'guess the song', 'challenge'],
  ),
  v(
    FUN,
    "Gordon Ramsay's Most Savage Moments on Kitchen Nightmares",
    'A compilation of the wildest restaurant disasters. Which one made you laugh hardest?',
    ['gordon ramsay', 'kitchen nightmares', 'compilation'],
  ),
  v(
    FUN,
    'Street Magic: David Blaine Levitates in Front of Strangers',
    'Watch the reactions as Blaine performs tricks in New York.',
    ['david blaine', 'street magic', 'reactions'],
  ),
  v(
    FUN,
    'Minecraft, But Every Block I Touch Turns to Gold',
    'Today I tried to beat Minecraft with a very strange twist. Subscribe for part 2!',
    ['minecraft', 'lets play', 'gaming'],
  ),
  v(
    FUN,
    'Key & Peele — Substitute Teacher',
    'A substitute teacher from the inner city takes roll at a suburban school. Sketch comedy.',
    ['key and peele', 'sketch', 'comedy central'],
  ),
  v(
    FUN,
    "Trying Every Flavour of Oreo So You Don't Have To",
    'Taste test of 30 weird Oreo flavours, ranked. The last one was disgusting.',
    ['taste test', 'snacks', 'food review'],
  ),
  v(
    FUN,
    'The Try Guys Try Pole Dancing',
    'The guys attempt a pole dancing class, and it goes about as well as expected.',
    ['try guys', 'funny', 'dance'],
  ),
  v(
    FUN,
    'Most Satisfying Video in the World — Kinetic Sand and Soap Cutting',
    'Sit back and relax with an hour of oddly satisfying clips.',
    ['oddly satisfying', 'asmr', 'relaxing'],
  ),
  v(
    FUN,
    'Stand-up: John Mulaney on Horses in a Hospital',
    "A clip from John Mulaney's special Kid Gorgeous, live at Radio City.",
    ['john mulaney', 'stand up comedy', 'netflix special'],
  ),
  v(
    FUN,
    'Movie Trivia Night: Can You Beat the Film Nerds?',
    'Twenty questions on 90s blockbusters. Pause and answer before we reveal!',
    ['movie trivia', 'quiz night', 'film'],
  ),
  v(
    FUN,
    'Dude Perfect: Ping Pong Trick Shots 4',
    'Our most ridiculous table tennis trick shots yet. Which was your favourite?',
    ['trick shots', 'dude perfect', 'sports'],
  ),
  v(
    FUN,
    'Reacting to the Worst Reviewed Restaurant in My City',
    "We went so you don't have to. Honest review and a lot of laughing.",
    ['restaurant review', 'food vlog', 'reaction'],
  ),
  v(
    FUN,
    'The Office Bloopers — Season 3',
    'Behind the laughs: the funniest outtakes from Dunder Mifflin.',
    ['the office', 'bloopers', 'sitcom'],
  ),
  v(
    FUN,
    'Pokémon Nuzlocke, but my viewers choose my team',
    'Chat picked the worst possible Pokémon. Can we still beat the Elite Four?',
    ['pokemon', 'nuzlocke', 'gameplay'],
  ),
  v(
    FUN,
    '10 Optical Illusions That Will Blow Your Mind',
    'Look closely: your brain is lying to you. Number 7 is unbelievable.',
    ['illusions', 'mind blowing', 'top 10'],
  ),
  v(
    FUN,
    'Lip Sync Battle: Tom Holland vs. Zendaya',
    'Tom Holland performs "Umbrella" in a battle that broke the internet.',
    ['lip sync battle', 'tom holland', 'celebrities'],
  ),

  // ---- News & Updates
  v(NEWS, 'BBC News at Six — 14 March', "The day's top stories from the UK and around the world.", [
    'bbc news',
    'uk',
    'headlines',
  ]),
  v(
    NEWS,
    'Apple WWDC 2024 Keynote in 12 Minutes',
    'Everything Apple announced: iOS 18, Apple Intelligence, macOS Sequoia and more.',
    ['wwdc', 'apple event', 'ios 18'],
  ),
  v(
    NEWS,
    'Election Night Results: Live Coverage',
    'Follow the count as polls close across the country, with analysis from our political team.',
    ['election', 'results', 'politics'],
  ),
  v(
    NEWS,
    'Federal Reserve holds rates steady — what it means | Evening briefing',
    "Our correspondent explains today's decision and what markets expect for the rest of the year.",
    ['federal reserve', 'fed decision', 'briefing'],
  ),
  v(
    NEWS,
    'This Week in Science: Week of June 3',
    "A roundup of the week's discoveries, from a new moon of Uranus to a malaria vaccine trial.",
    ['weekly roundup', 'science news'],
  ),
  v(
    NEWS,
    'Earthquake in Turkey and Syria: Death Toll Rises',
    'Rescue teams search through the rubble as aftershocks continue. Latest from our reporters on the ground.',
    ['earthquake', 'turkey', 'world news'],
  ),
  v(
    NEWS,
    "Python 3.13 Is Out: What's New",
    '<p>The release brings an experimental free-threaded build and a new interactive shell. Here is what changed.</p>',
    ['python 3.13', 'release notes', 'whats new'],
  ),
  v(
    NEWS,
    'Minecraft 1.21 Update: Everything You Need to Know',
    'The Tricky Trials update is here: trial chambers, the breeze, the mace and the crafter.',
    ['minecraft update', 'patch notes', '1.21'],
  ),
  v(
    NEWS,
    'Supreme Court Rules on Student Loan Forgiveness',
    'The court struck down the plan today. Reaction from the White House and what borrowers should know.',
    ['supreme court', 'student loans', 'ruling'],
  ),
  v(
    NEWS,
    'Paris 2024 Olympics: Day 5 Highlights and Medal Count',
    'Catch up on every medal from today, plus the latest table.',
    ['olympics', 'paris 2024', 'sports news'],
  ),
  v(
    NEWS,
    'Windows 11 24H2: New Features Rolling Out This Month',
    'Microsoft confirmed the update schedule; here is what is coming to your PC and when.',
    ['windows 11', 'microsoft', 'feature update'],
  ),
  v(
    NEWS,
    'Hurricane Milton Makes Landfall in Florida — Live Updates',
    'Millions without power as the storm moves inland. Evacuation orders remain in place.',
    ['hurricane', 'florida', 'weather'],
  ),
  v(
    NEWS,
    'The Week in AI: OpenAI, Google and Meta Announcements',
    'Our weekly recap of model launches, lawsuits and regulation you may have missed.',
    ['ai news', 'weekly recap', 'llm'],
  ),
  v(
    NEWS,
    'UK Budget 2024 Explained in 5 Minutes',
    'The Chancellor announced tax rises and new spending. What it means for you.',
    ['budget', 'chancellor', 'uk politics'],
  ),
  v(
    NEWS,
    'Channel Update: New Series, New Schedule',
    'A quick update from me about where the channel is headed and when new videos will come out.',
    ['channel update', 'announcement'],
  ),
  v(
    NEWS,
    'SpaceX Starship Flight 5: Booster Caught by the Tower',
    "Today's test flight ended with the first catch of a Super Heavy booster. Replay and reaction.",
    ['spacex', 'starship', 'launch'],
  ),
  v(
    NEWS,
    'G7 Summit: Leaders Agree on Ukraine Funding',
    'World leaders met in Italy and announced a $50 billion loan backed by frozen Russian assets.',
    ['g7', 'ukraine', 'international news'],
  ),
  v(
    NEWS,
    'Morning Headlines: Strikes, Floods and a New Prime Minister',
    'Your five-minute news bulletin to start the day.',
    ['news bulletin', 'morning news'],
  ),
  v(
    NEWS,
    'Chrome 126 Release: Features and Deprecations',
    'The Chrome team walks through what shipped in this version for web developers.',
    ['chrome', 'new in chrome', 'release'],
  ),

  // ---- Business & Finance
  v(
    BUSINESS,
    'How the Stock Market Works',
    'What is a share, why do prices move, and what happens when you click "buy"? An animated explainer.',
    ['stock market', 'shares', 'investing basics'],
  ),
  v(
    BUSINESS,
    'Index Funds vs. Individual Stocks: Which Is Better?',
    'We compare fees, risk and long-term returns, and why most fund managers underperform the S&P 500.',
    ['index funds', 'personal finance', 's&p 500'],
  ),
  v(
    BUSINESS,
    "How Costco Makes Money (It's Not What You Think)",
    'Membership fees, low margins and a hot dog that has cost $1.50 since 1985. A business breakdown.',
    ['costco', 'business model', 'retail'],
  ),
  v(
    BUSINESS,
    'Compound Interest Explained: Start Early',
    'Why a 25-year-old who saves $200 a month can retire with more than someone who starts at 35.',
    ['compound interest', 'retirement planning', 'savings'],
  ),
  v(
    BUSINESS,
    'Why Did Silicon Valley Bank Collapse?',
    'Rising rates, bond losses and a bank run over Twitter: how a $200 billion lender failed in 48 hours.',
    ['svb', 'bank run', 'banking crisis'],
  ),
  v(
    BUSINESS,
    'How to Write a Business Plan That Gets Funded',
    'What investors look for: the market, the team, the numbers. A template for founders.',
    ['business plan', 'founders', 'venture capital'],
  ),
  v(
    BUSINESS,
    'The Economics of Inflation — Why Prices Rise',
    '<p>Money supply, supply chains and expectations: what drives inflation and how central banks fight it.</p>',
    ['inflation', 'macroeconomics', 'central bank'],
  ),
  v(
    BUSINESS,
    'Reading a Balance Sheet in 10 Minutes',
    "Assets, liabilities and equity, using Apple's latest annual report as the example.",
    ['balance sheet', 'financial statements', 'accounting'],
  ),
  v(
    BUSINESS,
    'How Nike Built a Brand Worth $30 Billion',
    'From selling shoes out of a car to the swoosh: the marketing decisions that made Nike.',
    ['nike', 'marketing', 'case study'],
  ),
  v(
    BUSINESS,
    'Should You Pay Off Debt or Invest First?',
    'A simple rule of thumb for credit cards, student loans and your 401(k) match.',
    ['debt payoff', 'personal finance', '401k'],
  ),
  v(
    BUSINESS,
    'The Rise and Fall of WeWork',
    'How a shared-office startup was valued at $47 billion and what went wrong before the IPO.',
    ['wework', 'startup failure', 'adam neumann'],
  ),
  v(
    BUSINESS,
    'Real Estate Investing for Beginners: Rental Properties',
    'Cash flow, cap rates and financing your first rental. The numbers behind a good deal.',
    ['real estate', 'rental property', 'passive income'],
  ),
  v(
    BUSINESS,
    'What Is a Recession? And Are We in One?',
    'GDP, unemployment and the yield curve: how economists decide, and what it means for jobs.',
    ['recession', 'gdp', 'economy explained'],
  ),
  v(
    BUSINESS,
    'How Amazon Makes Money: AWS, Ads and Prime',
    "A look at the segments in Amazon's quarterly earnings and where the profit really comes from.",
    ['amazon', 'earnings', 'aws'],
  ),
  v(
    BUSINESS,
    'Budgeting 101: The 50/30/20 Rule',
    'Split your paycheck into needs, wants and savings, and track it with a free spreadsheet.',
    ['budgeting', 'money tips', 'paycheck'],
  ),
  v(
    BUSINESS,
    'Negotiating Your Salary: Scripts That Work',
    'A recruiter explains how to answer "what are your salary expectations" and counter an offer.',
    ['salary negotiation', 'career advice', 'job offer'],
  ),
  v(
    BUSINESS,
    'Why Is the US Dollar So Powerful?',
    "The reserve currency, oil trade and treasury bonds: the dollar's role in the world economy.",
    ['us dollar', 'currency', 'global economy'],
  ),
  v(
    BUSINESS,
    'Starting an Etsy Shop: My First Year in Numbers',
    'Revenue, fees, ads and profit from selling handmade candles, month by month.',
    ['etsy', 'small business', 'side hustle'],
  ),
  v(
    BUSINESS,
    'Berkshire Hathaway 2023 Annual Meeting Highlights',
    'Shareholders ask about succession, cash reserves and buybacks.',
    ['berkshire hathaway', 'shareholders', 'value investing'],
  ),

  // ---- Health & Wellness
  v(
    HEALTH,
    '10-Minute Morning Yoga for Beginners',
    'A gentle flow to wake up the body: cat-cow, downward dog and a short savasana.',
    ['yoga with adriene', 'morning routine', 'flexibility'],
  ),
  v(
    HEALTH,
    'What Happens to Your Body When You Stop Drinking Alcohol',
    'A doctor explains the changes to your liver, sleep and skin after a month without alcohol.',
    ['alcohol', 'sober curious', 'liver'],
  ),
  v(
    HEALTH,
    'Guided Meditation for Anxiety — 15 Minutes',
    "Close your eyes and follow my voice. A calming practice for when your mind won't stop racing.",
    ['guided meditation', 'anxiety relief', 'relaxation'],
  ),
  v(
    HEALTH,
    'How Much Protein Do You Really Need?',
    'A registered dietitian reviews the research on protein intake for muscle, ageing and weight loss.',
    ['protein', 'dietitian', 'muscle building'],
  ),
  v(
    HEALTH,
    'Full Body Home Workout — No Equipment',
    '<p>30 minutes, 8 moves, 4 rounds. <b>Warm up first!</b> Modifications shown for every exercise.</p>',
    ['home workout', 'hiit', 'no equipment'],
  ),
  v(
    HEALTH,
    'Lower Back Pain Relief: 5 Stretches from a Physiotherapist',
    'Simple stretches for a stiff back, safe to do every day.',
    ['back pain', 'physiotherapy', 'mobility'],
  ),
  v(
    HEALTH,
    'Intermittent Fasting: What the Evidence Says',
    'Does 16:8 help with weight loss and blood sugar? We look at the trials.',
    ['intermittent fasting', 'weight loss', 'metabolism'],
  ),
  v(
    HEALTH,
    'How to Fall Asleep Faster: 6 Tips From a Sleep Doctor',
    'Light, caffeine, temperature and the 20-minute rule for insomnia.',
    ['insomnia', 'sleep tips', 'sleep hygiene'],
  ),
  v(
    HEALTH,
    'Signs of Burnout and How to Recover',
    'A psychologist on the difference between stress and burnout, and the steps that help.',
    ['burnout', 'mental health', 'self care'],
  ),
  v(
    HEALTH,
    'Couch to 5K: Week 1',
    'Run/walk intervals for beginner runners. Good shoes and a slow pace are all you need.',
    ['couch to 5k', 'running for beginners', 'cardio'],
  ),
  v(
    HEALTH,
    'Type 2 Diabetes Explained: Causes, Symptoms and Prevention',
    'How insulin resistance develops and what lifestyle changes can reverse it.',
    ['diabetes', 'blood sugar', 'insulin'],
  ),
  v(
    HEALTH,
    'Box Breathing: Calm Down in 2 Minutes',
    'The technique Navy SEALs use to manage pressure. Breathe in for four, hold for four.',
    ['box breathing', 'breathwork', 'stress management'],
  ),
  v(
    HEALTH,
    'Healthy Meal Prep for the Week on a Budget',
    'Five lunches with chicken, rice and vegetables, under 500 calories each.',
    ['meal prep', 'healthy eating', 'high protein'],
  ),
  v(
    HEALTH,
    'Pilates for Core Strength — 20 Minute Mat Class',
    'Work your abs and improve your posture with this low-impact class.',
    ['pilates', 'core workout', 'low impact'],
  ),
  v(
    HEALTH,
    'Why Walking 10,000 Steps Might Not Matter',
    'Where the number came from and what studies on step counts and longevity actually show.',
    ['walking', 'step count', 'longevity'],
  ),
  v(
    HEALTH,
    'Understanding Depression: A Psychiatrist Explains',
    'Symptoms, causes and treatments, and how to support someone who is struggling.',
    ['depression', 'psychiatry', 'mental illness'],
  ),
  v(
    HEALTH,
    'Gut Health: What Your Microbiome Needs',
    'Fibre, fermented foods and the myths about probiotics, from a gastroenterologist.',
    ['gut health', 'microbiome', 'probiotics'],
  ),
  v(
    HEALTH,
    'Skin Care Routine Recommended by a Dermatologist',
    'Cleanser, moisturiser and sunscreen: the three steps that matter and the products to skip.',
    ['skincare', 'dermatologist', 'sunscreen'],
  ),
  v(
    HEALTH,
    'Strength Training After 50: Where to Start',
    'Build muscle and protect your bones with three simple lifts, twice a week.',
    ['strength training', 'over 50', 'bone density'],
  ),

  // ---- Technology
  v(
    TECH,
    'How Does a CPU Actually Work?',
    'Transistors, clocks, the fetch-decode-execute cycle and cache, explained with animations.',
    ['cpu', 'computer architecture', 'transistors'],
  ),
  v(
    TECH,
    'iPhone 15 Pro Review: Titanium, USB-C and the Action Button',
    "After two weeks with the phone: battery, camera and whether it's worth the upgrade.",
    ['iphone 15 pro', 'apple', 'smartphone review'],
  ),
  v(
    TECH,
    'Rust in 100 Seconds',
    'Rust is a memory-safe systems programming language with a borrow checker. Learn the basics fast.',
    ['rust', 'programming', 'fireship'],
  ),
  v(
    TECH,
    'How Large Language Models Work',
    'Tokens, embeddings, attention and training on trillions of words: a visual introduction to GPT.',
    ['llm', 'transformers', 'neural networks'],
  ),
  v(
    TECH,
    'Building My Dream Gaming PC — 2024',
    'Parts list: RTX 4080, Ryzen 7 7800X3D, 32GB DDR5. Cable management and benchmarks.',
    ['pc build', 'rtx 4080', 'ryzen'],
  ),
  v(
    TECH,
    'Kubernetes Explained in 15 Minutes',
    '<p>Pods, nodes, deployments and services: why containers need an orchestrator.</p>',
    ['kubernetes', 'devops', 'containers'],
  ),
  v(
    TECH,
    'The Hacker Who Broke Into Twitter',
    'How a teenager social-engineered Twitter staff and took over celebrity accounts, and what it says about security.',
    ['hacking', 'social engineering', 'infosec'],
  ),
  v(
    TECH,
    'Why Is USB So Confusing?',
    'USB 3.2 Gen 2x2, Thunderbolt, power delivery: the naming mess explained.',
    ['usb c', 'thunderbolt', 'cables'],
  ),
  v(
    TECH,
    'How Google Search Works',
    'Crawling, indexing and ranking: what happens in the half second after you press enter.',
    ['google', 'search engine', 'web'],
  ),
  v(
    TECH,
    'I Replaced My Laptop with a Raspberry Pi 5 for a Week',
    'Browsing, coding and video on an $80 single-board computer. Surprisingly usable.',
    ['raspberry pi', 'linux', 'single board computer'],
  ),
  v(
    TECH,
    'The Story of the Transistor and the Birth of Silicon Valley',
    'From Bell Labs to Fairchild: the invention that made modern electronics possible.',
    ['transistor', 'silicon valley', 'semiconductors'],
  ),
  v(
    TECH,
    'How Do Self-Driving Cars See the Road?',
    'Lidar, radar, cameras and the neural networks that fuse them. Where autonomy stands today.',
    ['self driving', 'autonomous vehicles', 'lidar'],
  ),
  v(
    TECH,
    'React vs. Vue vs. Svelte in 2024',
    'Performance, developer experience and ecosystem compared for front-end frameworks.',
    ['react', 'vue', 'svelte', 'frontend'],
  ),
  v(
    TECH,
    'How Does Wi-Fi Work?',
    'Radio waves, channels and routers: why your signal drops in the kitchen.',
    ['wifi', 'networking', 'router'],
  ),
  v(
    TECH,
    'Steam Deck OLED Review',
    "Brighter screen, bigger battery, same chip. Is Valve's handheld worth it now?",
    ['steam deck', 'valve', 'handheld gaming pc'],
  ),
  v(
    TECH,
    'What Is Quantum Computing Good For? (Not What You Think)',
    'Qubits, error correction and the real applications, from a chip engineer.',
    ['quantum computer', 'qubits', 'ibm'],
  ),
  v(
    TECH,
    'SQL vs. NoSQL Databases: When to Use Which',
    'Postgres, MongoDB and Redis compared with real examples from production systems.',
    ['sql', 'nosql', 'postgres', 'backend'],
  ),
  v(
    TECH,
    'Inside a Data Center: Where the Internet Lives',
    'A tour of racks, cooling systems and fiber connections in a hyperscale facility.',
    ['data center', 'servers', 'cloud computing'],
  ),
  v(
    TECH,
    'The Vision Pro After Three Months: Honest Review',
    "Apple's headset: eye tracking, passthrough and whether spatial computing has an app problem.",
    ['vision pro', 'mixed reality', 'headset'],
  ),

  // ---- Science & Research
  v(
    SCIENCE,
    'What Is Dark Matter?',
    'Galaxy rotation curves, gravitational lensing and the search for the particle nobody has found.',
    ['dark matter', 'astrophysics', 'cosmology'],
  ),
  v(
    SCIENCE,
    'How CRISPR Lets Us Edit Our DNA',
    'The bacterial immune system that became a gene-editing tool, and the first approved therapies.',
    ['crispr', 'genetic engineering', 'biotech'],
  ),
  v(
    SCIENCE,
    'The Double-Slit Experiment Explained',
    'Why single photons make an interference pattern, and what measurement does to it.',
    ['quantum mechanics', 'double slit', 'wave particle duality'],
  ),
  v(
    SCIENCE,
    'How We Found the Higgs Boson',
    'Physicists at CERN explain the detectors, the data and the five-sigma announcement of 2012.',
    ['higgs boson', 'cern', 'lhc'],
  ),
  v(
    SCIENCE,
    'Why Do We Age? The Biology of Getting Old',
    'Telomeres, senescent cells and what experiments in mice suggest about slowing ageing.',
    ['aging', 'biology', 'longevity research'],
  ),
  v(
    SCIENCE,
    "The James Webb Telescope's Most Stunning Images So Far",
    "Carina Nebula, Stephan's Quintet and the deep field: what astronomers learned from each.",
    ['jwst', 'webb', 'astronomy'],
  ),
  v(
    SCIENCE,
    'How Vaccines Are Tested: Inside a Clinical Trial',
    '<p>Phase 1 to phase 3: placebo groups, blinding and how regulators read the results.</p>',
    ['clinical trials', 'vaccines', 'immunology'],
  ),
  v(
    SCIENCE,
    'The Chemistry of Fireworks',
    'Metal salts, oxidisers and why blue is the hardest colour to make.',
    ['chemistry', 'fireworks', 'periodic table'],
  ),
  v(
    SCIENCE,
    'How Old Is the Universe? Measuring the Hubble Constant',
    'The tension between two measurements and what it could mean for cosmology.',
    ['hubble tension', 'big bang', 'expansion'],
  ),
  v(
    SCIENCE,
    'Octopuses Are Smarter Than You Think',
    'Marine biologists test octopus problem solving in the lab and in the wild.',
    ['octopus', 'animal intelligence', 'marine biology'],
  ),
  v(
    SCIENCE,
    'What Causes the Northern Lights?',
    "Solar wind, Earth's magnetic field and oxygen atoms glowing green 100 km up.",
    ['aurora', 'solar wind', 'magnetosphere'],
  ),
  v(
    SCIENCE,
    'How Scientists Drilled 3 km Into Antarctic Ice to Read the Climate Record',
    'Ice cores hold 800,000 years of air bubbles. Glaciologists explain how they date them.',
    ['ice cores', 'paleoclimate', 'glaciology'],
  ),
  v(
    SCIENCE,
    'The Replication Crisis in Psychology',
    'Why so many famous findings failed to replicate, and how preregistration is changing research.',
    ['replication crisis', 'p hacking', 'methodology'],
  ),
  v(
    SCIENCE,
    'What Happens Inside a Black Hole?',
    'Event horizons, spaghettification and the information paradox, with a theoretical physicist.',
    ['black holes', 'general relativity', 'hawking radiation'],
  ),
  v(
    SCIENCE,
    'How Did Life Begin? The Origin of Life Experiments',
    'From Miller-Urey to RNA world: the chemistry that might have turned molecules into cells.',
    ['abiogenesis', 'origin of life', 'rna world'],
  ),
  v(
    SCIENCE,
    'Plate Tectonics: How Continents Move',
    'Seafloor spreading, subduction and the evidence that convinced geologists.',
    ['plate tectonics', 'geology', 'earth science'],
  ),
  v(
    SCIENCE,
    'The Most Precise Clock Ever Built',
    'Optical lattice clocks lose one second in 15 billion years. Physicists explain how they work.',
    ['atomic clock', 'metrology', 'physics'],
  ),
  v(
    SCIENCE,
    'Mapping the Brain: The Connectome Project',
    'Neuroscientists imaged every synapse in a fruit fly brain. What the wiring diagram reveals.',
    ['connectome', 'neuroscience', 'fruit fly'],
  ),
  v(
    SCIENCE,
    'Why Is the Sky Blue? Rayleigh Scattering',
    'Short wavelengths scatter more: the optics behind blue skies and red sunsets.',
    ['rayleigh scattering', 'optics', 'light'],
  ),
];

/** The split, fixed once: every third video (index 2, 5, 8, …) is held out. */
export const HELD_OUT = LABELLED_VIDEOS.filter((_, i) => i % 3 === 2);
export const TRAIN = LABELLED_VIDEOS.filter((_, i) => i % 3 !== 2);
