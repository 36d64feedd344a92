/**
 * The 9 AI prompt cards of the Challenge Info page.
 * These are seeds: db/seed.ts inserts them into the AI playbook table, keyed on `goal`
 * (so keep every goal unique; changing a goal's text adds a new card instead of updating one).
 * Their Spanish is db/prompt-cards.es.ts, under the same goal: a card still exactly as seeded here reads in
 * Spanish from there; one whose texts differ from these (the organiser's, or an older seed's) reads as stored.
 */

type PromptCardCategory = 'general' | 'image' | 'code' | 'design' | 'video' | 'audio' | 'science'

export type PromptCard = {
  goal: string
  bestTool: string
  whyAwesome: string
  starterPrompt: string
  category: PromptCardCategory
}

export const promptCards = [
  {
    goal: 'Find a problem worth solving',
    bestTool: 'ChatGPT, Claude or Gemini',
    whyAwesome:
      'Great inventions start with a real problem. AI can help you spot everyday problems you might never have noticed.',
    starterPrompt:
      'I am a [age]-year-old inventor and I love [hobby or topic]. Help me brainstorm 10 everyday problems that kids or families have with [place, like my kitchen, my school or my garden]. For each problem, write one sentence about why it matters. Then ask me which 3 I find most interesting so we can think about them together.',
    category: 'general',
  },
  {
    goal: 'Understand the science behind your idea',
    bestTool: 'Claude or Gemini',
    whyAwesome:
      'Knowing why something works helps you make it work better, and it makes your presentation shine.',
    starterPrompt:
      'Explain the science behind [my invention idea] to a [age]-year-old. Use a simple everyday example, then list the 3 most important science words I should know and what they mean. Finish with one question I could investigate myself to learn more.',
    category: 'science',
  },
  {
    goal: 'Plan a fair experiment to test your idea',
    bestTool: 'ChatGPT or Claude',
    whyAwesome:
      'Real scientists test their ideas. A good plan shows judges you can prove your invention works.',
    starterPrompt:
      'I want to test whether [my invention] really [what it should do]. Help me plan a simple, safe experiment I can do at home with a grown-up. Tell me what to change, what to keep the same, what to measure and how many times to repeat it. Give me a table I can fill in with my results.',
    category: 'science',
  },
  {
    goal: 'Sketch a prototype of your invention',
    bestTool: 'Canva Magic Media or Microsoft Designer',
    whyAwesome: 'A picture helps everyone understand your idea in seconds, even before you build it.',
    starterPrompt:
      'Create a clear, colourful concept sketch of an invention called [invention name]. It is a [size and shape] made of [materials] that helps [who] to [what it does]. Show it from the side with labels pointing to [part 1], [part 2] and [part 3]. Style: friendly blueprint drawing on a white background.',
    category: 'image',
  },
  {
    goal: 'Design a logo for your project',
    bestTool: 'Canva',
    whyAwesome:
      'A logo gives your invention its own identity and makes your project look like a real startup.',
    starterPrompt:
      'Design a simple, fun logo for my invention called [invention name], which [what it does in a few words]. Use the colours [colour 1] and [colour 2] and include a small icon of [object or symbol]. Keep it clean so it still looks good when it is tiny. Show me 3 different ideas.',
    category: 'design',
  },
  {
    goal: 'Build a simple website for your invention',
    bestTool: "Replit with a grown-up's account",
    whyAwesome:
      'A website lets anyone in the world discover your invention, and you learn real coding along the way.',
    starterPrompt:
      "Help me build a one-page website for my invention [invention name] using HTML and CSS. It needs a big title, a picture placeholder, a section called 'The Problem' about [problem], a section called 'My Solution' about [how it works], and a 'Meet the Inventor' section. Use the colours [colour 1] and [colour 2]. Explain each part of the code in simple words so I can change it myself.",
    category: 'code',
  },
  {
    goal: 'Write a script for your pitch video',
    bestTool: 'ChatGPT or Claude',
    whyAwesome:
      'A clear script helps you feel confident on camera and fit your whole story into a short video.',
    starterPrompt:
      'Help me write a 60-second pitch video script for my invention [invention name]. I am [age] years old. Start with a hook question about [problem], explain how my invention works in 3 simple steps, show how I tested it, and end with why it matters. Add notes in brackets for what to show on screen for each part.',
    category: 'video',
  },
  {
    goal: 'Create a jingle for your invention',
    bestTool: 'A music tool such as Soundtrap or GarageBand, with a grown-up',
    whyAwesome:
      'A catchy tune makes people remember your invention and adds fun to your video or presentation.',
    starterPrompt:
      'Write a short, catchy jingle (4 to 8 lines) for my invention [invention name], which helps [who] to [what it does]. Make it [happy, funny or calm] and easy for kids to sing. Suggest a simple beat or rhythm and which instruments I could use to record it myself.',
    category: 'audio',
  },
  {
    goal: 'Get friendly feedback to improve your idea',
    bestTool: 'Claude or Gemini',
    whyAwesome:
      'Every great inventor improves their idea many times. Honest feedback shows you what to try next.',
    starterPrompt:
      "Pretend you are a kind but honest judge at a kids' science fair. Here is my invention: [describe your invention, the problem it solves and how you tested it]. Tell me 3 things that are great about it, 3 questions a judge might ask me, and 2 ideas to make the next version even better. Do not rewrite my project for me.",
    category: 'general',
  },
] as const satisfies readonly PromptCard[]
