import { describe, expect, it } from 'vitest'
import { bookingOrigin, buildBookingUrl } from '../../../src/site/booking-widget/embed-url'

const BASE = 'https://calendly.com/acme/discovery-call'
const params = (url: string) => new URL(url).searchParams
const build = (options: Parameters<typeof buildBookingUrl>[1], base = BASE) =>
  buildBookingUrl(base, { embedDomain: 'example.test', ...options })

describe('buildBookingUrl', () => {
  it('adds no embed parameters to a plain link (embedType null), keeping the base URL parameters', () => {
    const url = buildBookingUrl(`${BASE}?month=2026-12`, { prefill: { name: 'Jane Doe' }, embedType: null })
    expect(url).toBe(`${BASE}?month=2026-12&name=Jane+Doe`)
  })

  it('adds embed_type=Inline and embed_domain by default', () => {
    const url = build({})
    expect(url).toBe(`${BASE}?embed_type=Inline&embed_domain=example.test`)
  })

  it('uses window.location.host as embed_domain by default', () => {
    expect(params(buildBookingUrl(BASE)).get('embed_domain')).toBe(window.location.host)
  })

  it('uses PopupWidget as embed_type for the popup', () => {
    expect(params(build({ embedType: 'PopupWidget' })).get('embed_type')).toBe('PopupWidget')
  })

  it('maps every prefill field to the name Calendly reads', () => {
    const search = params(
      build({
        prefill: {
          name: 'Jane Doe',
          email: 'jane@example.com',
          firstName: 'Jane',
          lastName: 'Doe',
          guests: ['a@example.com', 'b@example.com'],
          location: '+1 715 555 0100',
          date: '2026-03-09',
        },
      }),
    )
    expect(Object.fromEntries(search)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      first_name: 'Jane',
      last_name: 'Doe',
      guests: 'a@example.com,b@example.com',
      location: '+1 715 555 0100',
      date: '2026-03-09',
      embed_type: 'Inline',
      embed_domain: 'example.test',
    })
  })

  it('encodes reserved characters in values', () => {
    const url = build({ prefill: { name: 'A&B = C', email: 'x+y@example.com' } })
    expect(url).toContain('name=A%26B+%3D+C')
    expect(url).toContain('email=x%2By%40example.com')
    expect(params(url).get('email')).toBe('x+y@example.com')
  })

  it('skips empty and blank values, and trims the rest', () => {
    const search = params(build({ prefill: { name: '  ', email: '', firstName: ' Jo ', guests: [' ', ''] } }))
    expect(search.has('name')).toBe(false)
    expect(search.has('email')).toBe(false)
    expect(search.has('guests')).toBe(false)
    expect(search.get('first_name')).toBe('Jo')
  })

  it('joins trimmed guests with commas, dropping empty entries', () => {
    expect(params(build({ prefill: { guests: [' a@x.com ', '', 'b@x.com'] } })).get('guests')).toBe('a@x.com,b@x.com')
  })

  describe('date', () => {
    it('passes a YYYY-MM-DD string through unchanged (no time-zone shift)', () => {
      for (const day of ['2026-01-01', '2026-12-31', '2024-02-29', '2026-03-08']) {
        expect(params(build({ prefill: { date: day } })).get('date')).toBe(day)
      }
    })

    it('ignores anything that is not a calendar day in YYYY-MM-DD form', () => {
      for (const value of [
        '2026-13-01',
        '2026-00-10',
        '2026-01-32',
        '03/09/2026',
        '2026-3-9',
        '2026-03-09T00:00:00Z',
        'tomorrow',
        '',
      ]) {
        expect(params(build({ prefill: { date: value } })).has('date')).toBe(false)
      }
    })

    it('never builds a Date from the value', () => {
      const RealDate = globalThis.Date
      const calls: unknown[] = []
      globalThis.Date = new Proxy(RealDate, {
        construct(target, args) {
          calls.push(args)
          return Reflect.construct(target, args)
        },
      })
      try {
        expect(params(build({ prefill: { date: '2026-11-01' } })).get('date')).toBe('2026-11-01')
      } finally {
        globalThis.Date = RealDate
      }
      expect(calls).toEqual([])
    })
  })

  describe('custom answers', () => {
    it('keeps a1 … a99 in numeric order', () => {
      const url = build({ prefill: { customAnswers: { a10: 'ten', a2: 'two', a1: 'one', a99: 'ninety-nine' } } })
      const keys = [...params(url).keys()].filter((key) => /^a\d/.test(key))
      expect(keys).toEqual(['a1', 'a2', 'a10', 'a99'])
      expect(params(url).get('a99')).toBe('ninety-nine')
    })

    it('ignores every other key', () => {
      const search = params(
        build({
          prefill: {
            customAnswers: { a0: 'x', a100: 'x', a01: 'x', b1: 'x', A1: 'x', a1x: 'x', name: 'x', a5: 'kept' },
          },
        }),
      )
      expect([...search.keys()].filter((key) => !key.startsWith('embed_'))).toEqual(['a5'])
    })

    it('skips answers without a value', () => {
      expect(params(build({ prefill: { customAnswers: { a1: '', a2: undefined, a3: 'yes' } } })).has('a1')).toBe(false)
    })
  })

  describe('page settings', () => {
    it('sends colours without the # and lower-cased, with or without # given', () => {
      const search = params(
        build({ pageSettings: { backgroundColor: '#FFFFFF', primaryColor: '0f3d3e', textColor: '#123' } }),
      )
      expect(search.get('background_color')).toBe('ffffff')
      expect(search.get('primary_color')).toBe('0f3d3e')
      expect(search.get('text_color')).toBe('123')
    })

    it('drops values that are not hex colours', () => {
      const search = params(
        build({ pageSettings: { backgroundColor: 'red', primaryColor: '#12345', textColor: '##fff' } }),
      )
      expect(search.has('background_color')).toBe(false)
      expect(search.has('primary_color')).toBe(false)
      expect(search.has('text_color')).toBe(false)
    })

    it('sets each hide flag to 1 only when true', () => {
      const on = params(
        build({ pageSettings: { hideEventTypeDetails: true, hideLandingPageDetails: true, hideGdprBanner: true } }),
      )
      expect(on.get('hide_event_type_details')).toBe('1')
      expect(on.get('hide_landing_page_details')).toBe('1')
      expect(on.get('hide_gdpr_banner')).toBe('1')
      const off = params(
        build({ pageSettings: { hideEventTypeDetails: false, hideLandingPageDetails: false, hideGdprBanner: false } }),
      )
      expect([...off.keys()]).toEqual(['embed_type', 'embed_domain'])
    })
  })

  it('maps every UTM field', () => {
    const search = params(
      build({
        utm: {
          utmCampaign: 'spring',
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmContent: 'hero',
          utmTerm: 'coatings',
          salesforceUuid: 'sf-123',
        },
      }),
    )
    expect(search.get('utm_campaign')).toBe('spring')
    expect(search.get('utm_source')).toBe('newsletter')
    expect(search.get('utm_medium')).toBe('email')
    expect(search.get('utm_content')).toBe('hero')
    expect(search.get('utm_term')).toBe('coatings')
    expect(search.get('salesforce_uuid')).toBe('sf-123')
  })

  describe('merging with the URL', () => {
    it('keeps parameters already on the URL', () => {
      const search = params(build({ prefill: { name: 'Jo' } }, `${BASE}?month=2026-04&back=1`))
      expect(search.get('month')).toBe('2026-04')
      expect(search.get('back')).toBe('1')
      expect(search.get('name')).toBe('Jo')
    })

    it('replaces a parameter the URL already has instead of repeating it', () => {
      const url = build(
        { prefill: { name: 'New Name' }, utm: { utmSource: 'site' }, embedType: 'Inline' },
        `${BASE}?name=Old&utm_source=old&embed_type=PopupText&embed_domain=other.test`,
      )
      const search = params(url)
      expect(search.getAll('name')).toEqual(['New Name'])
      expect(search.getAll('utm_source')).toEqual(['site'])
      expect(search.getAll('embed_type')).toEqual(['Inline'])
      expect(search.getAll('embed_domain')).toEqual(['example.test'])
    })

    it('keeps a URL value when the option for it is empty', () => {
      expect(params(build({ prefill: { name: '' } }, `${BASE}?name=Kept`)).get('name')).toBe('Kept')
    })

    it('keeps the hash fragment at the end', () => {
      const url = build({ prefill: { email: 'a@b.co' } }, `${BASE}?x=1#step-2`)
      expect(new URL(url).hash).toBe('#step-2')
      expect(url.endsWith('#step-2')).toBe(true)
      expect(params(url).get('email')).toBe('a@b.co')
    })

    it('throws on a URL that is not absolute', () => {
      expect(() => build({}, 'calendly.com/acme')).toThrow()
    })
  })
})

describe('helpers', () => {
  it('a colour loses its # and is trimmed and validated', () => {
    const colour = (value: string | undefined) =>
      params(build({ pageSettings: { primaryColor: value } })).get('primary_color')
    expect(colour('#AbC')).toBe('abc')
    expect(colour(' 00ff00 ')).toBe('00ff00')
    expect(colour('')).toBeNull()
    expect(colour(undefined)).toBeNull()
    expect(colour('#ggg')).toBeNull()
  })

  it('bookingOrigin is the scheme, host and port of the widget URL', () => {
    expect(bookingOrigin('https://calendly.com/acme/call?x=1#y')).toBe('https://calendly.com')
    expect(bookingOrigin('http://127.0.0.1:9000/widget')).toBe('http://127.0.0.1:9000')
  })
})
