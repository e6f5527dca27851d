// Components only lay this out: every sentence a visitor of the public pages reads lives here.
import { deployment } from './deployment'

const company = deployment.companyName

export const siteNav = {
  label: 'Main',
  menuButton: 'Menu',
  links: [
    { href: '#services', label: 'Services' },
    { href: '#how', label: 'How it works' },
    { href: '#pricing', label: 'Pricing' },
    { href: '#contact', label: 'Contact' },
  ],
  getQuotes: 'Get Quotes',
  skipLink: 'Skip to main content',
  homeLabel: `${company} home`,
} as const

export const hero = {
  eyebrow: 'Appointment setting for home-service companies',
  headline: 'Booked estimates on your calendar, not leads to chase.',
  lede: `${company} calls, qualifies and books homeowners in your service area. You pay only for the quotes we book.`,
  bookDemo: 'Book a Demo',
  secondary: 'See pricing',
  image: {
    alt: 'Illustration of a two-storey house with a freshly coated driveway, a painter’s ladder and tall trees in the yard',
    /** Files made by scripts/make-hero-image.ts. */
    widths: [480, 800, 1200],
    width: 1200,
    height: 900,
    path: (width: number) => `/images/hero-${width}.webp`,
    sizes: '(min-width: 960px) 560px, (min-width: 640px) 80vw, calc(100vw - 2rem)',
  },
} as const

export const benefits = {
  title: 'Why partners choose us',
  intro: 'Built for owners who would rather run estimates than chase callbacks.',
  items: [
    {
      title: 'Pay per booked quote',
      text: 'You are billed for estimates that land on your calendar. Not for clicks, not for form fills, not for shared leads.',
    },
    {
      title: 'ZIP-to-partner routing',
      text: 'Every request is matched by ZIP code to the partner who covers it, so your crews only drive where you want to work.',
    },
    {
      title: 'Recorded calls',
      text: 'Each booking call is recorded. Hear what the homeowner asked for before your estimator knocks on the door.',
    },
    {
      title: 'CRM ready',
      text: 'Appointments arrive with contact details, address, project notes and time slot, ready for the CRM you already use.',
    },
  ],
} as const

export const services = {
  id: 'services',
  title: 'Who we book for',
  intro: 'Three trades, booked by setters who know what a good estimate looks like in each.',
  items: [
    {
      title: 'Concrete Coatings',
      text: 'Garage floors, patios, pool decks and basements. We confirm the surface, the rough square footage and the timeline before booking.',
    },
    {
      title: 'Exterior Painting',
      text: 'Full repaints, trim and siding. We ask about stories, siding type and the homeowner’s schedule so the drive is worth it.',
    },
    {
      title: 'Tree Removal',
      text: 'Removals, trimming and storm clean-up. Every booking notes tree size, access and how close it stands to the house.',
    },
  ],
} as const

export const howItWorks = {
  id: 'how',
  title: 'How it works',
  steps: [
    {
      title: 'Set your territory',
      text: 'Tell us the ZIP codes you serve, your hours and the jobs you want. We route only matching homeowners to you.',
    },
    {
      title: 'We call and qualify',
      text: 'Our setters reach homeowners who asked for a quote, confirm the project fits your criteria and record the call.',
    },
    {
      title: 'Estimates land on your calendar',
      text: 'Each booked quote reaches you by email with every detail. You are charged weekly for the quotes delivered the week before.',
    },
  ],
} as const

export const pricing = {
  id: 'pricing',
  title: 'Simple pricing per quote',
  intro: 'One price per booked estimate, by trade. Nothing to pay up front.',
  plans: [
    { trade: 'Concrete Coatings', price: '$125', unit: 'per quote' },
    { trade: 'Tree Service', price: '$150', unit: 'per quote' },
    { trade: 'Exterior Painting', price: '$225', unit: 'per booked quote' },
  ],
  promises: ['No retainers', 'No long contracts', 'Cancellations refunded'],
  cta: 'Get Quotes',
} as const

export const testimonials = {
  title: 'What partners say',
  items: [
    {
      quote:
        'We stopped buying shared leads after the first month. These are homeowners who expect us, and the call recordings mean no surprises at the door.',
      name: 'Dana Ruiz',
      role: 'Owner, Northline Floor Coatings',
    },
    {
      quote:
        'My estimators used to spend mornings chasing callbacks. Now they open the calendar and drive. Our close rate on booked quotes is the best we have had.',
      name: 'Marcus Bell',
      role: 'Sales Manager, Bellwether Painting Co.',
    },
    {
      quote:
        'Storm season used to bury us in tire-kickers. ZIP routing keeps us in our own county, and every booking comes with tree size and access notes.',
      name: 'Priya Shah',
      role: 'Operations Lead, Timberline Tree Care',
    },
  ],
} as const

export const stats = {
  title: 'The numbers behind the calendar',
  items: [
    { value: '40,000+', label: 'appointments booked' },
    { value: 'Under 8%', label: 'average no-show rate' },
    { value: '70+', label: 'markets served' },
  ],
} as const

export const contact = {
  id: 'contact',
  title: 'Get quotes in your territory',
  intro:
    'Tell us about your company and the ZIP codes you cover. We will come back to you with availability in your area.',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    message: 'What jobs do you want booked?',
  },
  messageHint: 'Trades, service area, how many estimates a week you can take.',
  submit: 'Submit',
  aside: 'Rather talk it through?',
  asideLink: 'Book a Demo',
} as const

export const footer = {
  copyrightSign: '©',
  copyrightHolder: company,
  nav: 'Legal',
  privacy: 'Privacy',
  terms: 'Terms',
  doNotSell: 'Do Not Sell My Info',
  unavailable: '(coming soon)',
} as const

export const schedulePage = {
  eyebrow: 'Discovery call',
  title: 'Book a discovery call',
  intro: `Pick a time that suits you. On a short call we will look at your service area, the jobs you want and what a week of booked estimates from ${company} would cost.`,
  frameTitle: `Schedule a discovery call with ${company}`,
  expectations: [
    'Bring the ZIP codes you cover.',
    'Know roughly how many estimates a week your team can run.',
    'No obligation: there are no start-up fees or long contracts.',
  ],
  back: 'Back to the home page',
} as const

export const bookingFrame = {
  loading: 'Loading the scheduler…',
  offlineTitle: 'You’re offline.',
  offlineText: 'The scheduler needs an internet connection. Reconnect and it will load here.',
  offlineNotice: 'You’re offline. The scheduler needs an internet connection to confirm a time.',
  /** Under the frame, for a browser or network that keeps the frame from loading. */
  newTabLead: 'Calendar not showing?',
  newTabLink: 'Open the booking page in a new tab',
  popupTitle: 'Schedule a discovery call',
  close: 'Close',
} as const
