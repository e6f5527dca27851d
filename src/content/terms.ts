// Terms of Service copy. The parties are the Company (deployment.companyName) and the Client.
import { deployment } from './deployment'
import { refundPolicyText } from '../refunds/policy'

const company = deployment.companyName

export interface TermsSection {
  number: number
  title: string
  paragraphs: readonly string[]
}

export const termsHeader = {
  company,
  subtitle: 'Terms of Service',
  homeLabel: `${company} home`,
} as const

export const termsIntro = {
  title: 'Agreement to these terms',
  paragraphs: [
    `These Terms of Service are an agreement between ${company} (“the Company”) and each business that works with it (“the Client”). By engaging with the Company in any way, including requesting, receiving or accepting quotes and calendar bookings, you agree to these terms.`,
    'These terms govern all clients receiving quotes, services or communications through the Company’s system.',
  ],
} as const

export const termsSections: readonly TermsSection[] = [
  {
    number: 1,
    title: 'Quotes and Payment Obligations',
    paragraphs: [
      'Every quote the Company sends to the Client is final and binding once it has been sent.',
      'The Client pays every quote in full, even if the customer later cancels the appointment or does not show up for it.',
      'Charges are applied weekly, based on the number of quotes delivered to the Client in the prior week.',
    ],
  },
  {
    number: 2,
    title: 'Delivery of Quotes and Calendar Bookings',
    paragraphs: [
      'Quotes are delivered to the Client by email. The emailed record is the record of delivery and prevails over any other record, including calendar entries.',
      'Calendar bookings are provided as a courtesy only. A calendar problem, such as a missing, duplicated or misplaced entry or a calendar that fails to sync, does not remove or reduce the Client’s payment obligations.',
    ],
  },
  {
    number: 3,
    title: 'Start-Up Fees, Contracts, and Termination',
    paragraphs: [
      'There are no start-up fees and no long-term contracts.',
      'The Client may end the service by giving the Company at least 24 hours’ written notice.',
      'Quotes issued before the service is shut off remain payable in full.',
    ],
  },
  {
    number: 4,
    title: 'Refund Policy',
    paragraphs: [
      refundPolicyText.terms,
      'Refunds are granted at the Company’s sole discretion.',
      'Refunds are not given for missed appointments, customer cancellations or calendar malfunctions.',
    ],
  },
  {
    number: 5,
    title: 'Binding Agreement and Continuation of Terms',
    paragraphs: [
      'These terms stay in effect until the Client gives the Company written notice of termination.',
      'Continued use of the Company’s services means ongoing acceptance of these terms.',
    ],
  },
  {
    number: 6,
    title: 'Limitation of Liability',
    paragraphs: [
      'The Company is not liable for any indirect or consequential damages, including losses caused by third-party systems such as calendars, email providers or customer-relationship software.',
      'The Client’s sole remedy for any disputed charge is the refund procedure described in section 4.',
    ],
  },
  {
    number: 7,
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the State of Wisconsin.',
      'Any dispute will be resolved in the courts of St. Croix County, Wisconsin, unless the Company and the Client agree otherwise.',
    ],
  },
  {
    number: 8,
    title: 'Entire Agreement',
    paragraphs: [
      'These terms are the entire agreement between the Company and the Client about quotes, calendar bookings and related services. They replace any earlier discussions or understandings on those subjects.',
      'Any change to these terms takes effect only if it is made in writing and signed by both the Company and the Client.',
    ],
  },
]
