// Google's documented test sample of a lead form's webhook body (Form type: Name, Phone), for the specs and tests
// that send one or read one: each adds its own questions, its source key and its flags.

/** One answer of `user_column_data`, as Google sends it; the question is named by its column id unless given. */
export const googleAnswer = (column_id: string, string_value: string, column_name = column_id) => ({
  column_id,
  column_name,
  string_value,
})

/** The sample body: John Doe, his phone, then `answers`; `extra` adds the key and flags, or replaces a field. */
export const googleLeadSample = (
  extra: Record<string, unknown>,
  { phone = '+17155550100', answers = [] as ReturnType<typeof googleAnswer>[] } = {},
) => ({
  lead_id: 'Cj0KCQjwit_8BRCoARIsAIx3Rj7g',
  campaign_id: 123456,
  gcl_id: 'Cj0KCQjwit_8BRCoARIsAIx3Rj7g',
  user_column_data: [
    googleAnswer('FULL_NAME', 'John Doe', 'Full Name'),
    googleAnswer('PHONE_NUMBER', phone, 'User Phone'),
    ...answers,
  ],
  api_version: '1.0',
  form_id: 1234,
  ...extra,
})

/** The sample with a ZIP and a service question, each asked in the form's own words. */
export const googleLeadWithZipAndService = (
  extra: Record<string, unknown>,
  zip: { value: string; question: string },
  service: { column: string; value: string; question: string },
) =>
  googleLeadSample(extra, {
    answers: [
      googleAnswer('POSTAL_CODE', zip.value, zip.question),
      googleAnswer(service.column, service.value, service.question),
    ],
  })
