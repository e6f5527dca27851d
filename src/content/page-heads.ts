// Kept apart from the page copy: route heads are in the app's entry chunk, the copy is not.
import { deployment } from './deployment'

const company = deployment.companyName

export const pageHeads = {
  home: {
    title: `${company} | Booked estimates for home-service pros`,
    description:
      'Pre-qualified in-home estimates for concrete coating, exterior painting and tree removal companies. Pay per booked quote, no retainers, no long contracts.',
  },
  schedule: {
    title: `Book a discovery call | ${company}`,
    description: `Pick a time for a short discovery call with ${company} and see what booked estimates in your ZIP codes would cost.`,
  },
  terms: {
    title: `Terms of Service | ${company}`,
    description: `The terms that govern quotes, calendar bookings, billing and refunds between ${company} and its clients.`,
  },
  image: '/images/og-image.jpg',
  imageAlt: 'Illustration of a house with a coated driveway, fresh paint and trees',
} as const
