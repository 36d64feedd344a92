/**
 * AI Playbook page (/ai-playbook): 8 tools, 2 worked examples, 4 tips.
 * Age rules of the tools change: check each tool's terms when updating this file.
 */

type ToolCategory = 'General AI' | 'Image Generation' | 'Programming' | 'Design' | 'Video Creation' | 'Audio'

export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced'

type PlaybookTool = {
  name: string
  category: ToolCategory
  difficulty: Difficulty
  description: string
  features: readonly string[]
  /** Absolute https URL of the tool. */
  url: string
  /** Shown when a grown-up's account or supervision is needed. */
  grownUpNote?: string
}

type WorkedExample = {
  title: string
  summary: string
  steps: readonly string[]
  toolsUsed: readonly string[]
}

type PlaybookTip = {
  title: string
  text: string
}

type PlaybookContent = {
  intro: { title: string; subtitle: string; paragraphs: readonly string[] }
  toolsSection: { heading: string; intro: string }
  examplesSection: { heading: string; intro: string }
  tipsSection: { heading: string; intro: string }
}

export const playbookIntro = {
  intro: {
    title: 'AI Playbook',
    subtitle: 'Your guide to using AI tools to invent, build and share.',
    paragraphs: [
      'AI tools can be amazing helpers for young inventors. They can explain tricky science, sketch ideas, write code with you and help you tell your story.',
      'You are still the inventor: you choose the problem, make the decisions and check the results. Explore the tools below with a grown-up, try a worked example, and read our tips before you start.',
    ],
  },
  toolsSection: {
    heading: 'AI Tools to Try',
    intro:
      'Eight tools we like, from easy starters to bigger challenges. Each one shows its category and how hard it is to learn.',
  },
  examplesSection: {
    heading: 'Worked Examples',
    intro: 'See how two imaginary inventors used several AI tools together, step by step.',
  },
  tipsSection: {
    heading: 'Tips for Young Inventors',
    intro: 'Keep these in mind every time you use AI.',
  },
} as const satisfies PlaybookContent

export const playbookTools = [
  {
    name: 'ChatGPT',
    category: 'General AI',
    difficulty: 'Beginner',
    description:
      'A chat assistant from OpenAI that answers questions, brainstorms ideas and explains things in simple words.',
    features: [
      'Brainstorm problems and solutions',
      'Explain science at your level',
      'Help plan experiments and write scripts',
    ],
    url: 'https://chatgpt.com',
    grownUpNote:
      "Users must be at least 13, and teens need a parent's permission. Younger inventors use it together with a grown-up on the grown-up's account.",
  },
  {
    name: 'Claude',
    category: 'General AI',
    difficulty: 'Beginner',
    description:
      'A thoughtful chat assistant from Anthropic that is great at careful explanations, feedback and step-by-step plans.',
    features: [
      'Clear, patient explanations',
      'Friendly feedback on your ideas',
      'Reads long texts and summarises them',
      'Helps you write and improve code',
    ],
    url: 'https://claude.ai',
    grownUpNote: 'Claude accounts are for adults (18+): a grown-up signs in and works alongside you.',
  },
  {
    name: 'Adobe Firefly',
    category: 'Image Generation',
    difficulty: 'Intermediate',
    description:
      "Adobe's image generator turns a written description into pictures, handy for concept art of your invention.",
    features: [
      'Create images from a text description',
      'Change styles, colours and lighting',
      'Add or remove parts of a picture with generative fill',
    ],
    url: 'https://firefly.adobe.com',
    grownUpNote: 'Needs an Adobe account: a grown-up creates it and supervises.',
  },
  {
    name: 'Canva',
    category: 'Design',
    difficulty: 'Beginner',
    description:
      'An easy online design tool with thousands of templates and built-in AI features for posters, logos and slides.',
    features: [
      'Templates for posters, logos and presentations',
      'Magic Media to create images from text',
      'Drag-and-drop editing',
      'Share or download your slides as a PDF',
    ],
    url: 'https://www.canva.com',
    grownUpNote:
      "Children under 13 use Canva with a parent, or through a teacher's Canva for Education class.",
  },
  {
    name: 'Teachable Machine',
    category: 'Programming',
    difficulty: 'Intermediate',
    description:
      'A free Google tool that lets you train your own machine-learning model in the browser, with no coding needed.',
    features: [
      'Teach a computer to recognise images, sounds or poses',
      'Train with your webcam or microphone',
      'Export your model to use in a website or app',
    ],
    url: 'https://teachablemachine.withgoogle.com',
  },
  {
    name: 'Replit',
    category: 'Programming',
    difficulty: 'Advanced',
    description:
      'An online coding studio where you write, run and publish real code, with an AI assistant that can help you build and fix it.',
    features: [
      'Code in your browser, nothing to install',
      'AI help to write and explain code',
      'Publish a website and share the link',
    ],
    url: 'https://replit.com',
    grownUpNote:
      'Needs an account (13+), and some AI features need a paid plan: ask a grown-up to set it up.',
  },
  {
    name: 'CapCut',
    category: 'Video Creation',
    difficulty: 'Intermediate',
    description:
      'A video editor for phones and computers with AI helpers that make your project video look polished.',
    features: [
      'Automatic captions',
      'Text-to-speech voices',
      'Templates, transitions and music',
      'Background removal',
    ],
    url: 'https://www.capcut.com',
    grownUpNote: 'Needs an account (13+): a grown-up sets it up and checks before anything is shared.',
  },
  {
    name: 'BandLab',
    category: 'Audio',
    difficulty: 'Intermediate',
    description:
      'A free online music studio with AI song ideas, perfect for recording a jingle or background music for your video.',
    features: [
      'SongStarter AI for beat and melody ideas',
      'Record voice and instruments in the browser',
      'Library of loops and sounds',
      'Automatic mastering to polish your track',
    ],
    url: 'https://www.bandlab.com',
    grownUpNote:
      "Needs an account (13+): younger inventors use it with a grown-up or through a school's BandLab for Education class.",
  },
] as const satisfies readonly PlaybookTool[]

export const workedExamples = [
  {
    title: 'The Thirsty Plant Alarm',
    summary:
      "A young inventor noticed the family's houseplants kept drying out and built a simple alarm that says when the soil is too dry.",
    steps: [
      'Asked ChatGPT to brainstorm everyday problems at home and chose forgotten houseplants.',
      'Asked Claude to explain how water moves through soil and why wet soil conducts electricity better than dry soil.',
      'Built a prototype with a grown-up using two nails, a battery, a buzzer and wires, then tested it in dry and wet pots and wrote down the results.',
      'Designed a logo and a poster of how the alarm works in Canva.',
      'Filmed a one-minute pitch video and added captions in CapCut, then submitted it as a video project.',
    ],
    toolsUsed: ['ChatGPT', 'Claude', 'Canva', 'CapCut'],
  },
  {
    title: 'Recycling Sorter Helper',
    summary:
      'Two siblings trained a computer to recognise paper, plastic and cans, so their family always puts rubbish in the right bin.',
    steps: [
      'Collected clean samples of paper, plastic and cans and photographed them with a webcam in Teachable Machine.',
      'Trained the model, tested it with new items and added more photos where it made mistakes.',
      "Asked Claude to help them understand the code for a simple web page that uses their model, and built it in Replit with a parent's account.",
      "Recorded a short 'Sort it right!' jingle in BandLab to play when an item is recognised.",
      'Shared the website link as a Website/Code project and explained which parts they made themselves.',
    ],
    toolsUsed: ['Teachable Machine', 'Claude', 'Replit', 'BandLab'],
  },
] as const satisfies readonly WorkedExample[]

export const playbookTips = [
  {
    title: 'Keep yourself safe',
    text: 'Never share personal details with AI tools: not your full name, address, school, phone number, passwords or photos of yourself. Use AI with a grown-up nearby, and tell them if anything feels strange.',
  },
  {
    title: 'Be specific',
    text: "The more details you give, the better the answer. Say who you are, what you want and how you want it, for example 'explain like I am 10, in 5 short sentences'. If the answer is not right, ask again in a different way.",
  },
  {
    title: 'Check the facts',
    text: 'AI can sound sure and still be wrong. Check important facts in a book, a trusted website or with an adult, and test your invention for real.',
  },
  {
    title: 'You are the inventor',
    text: 'Let AI help, but keep the ideas and the decisions yours. When you submit, tell the judges which tools you used and what you did yourself.',
  },
] as const satisfies readonly PlaybookTip[]
