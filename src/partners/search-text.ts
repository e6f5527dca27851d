/** Accents removed ("Cañon" -> "Canon"); plain ASCII text comes back as it is. */
export function withoutAccents(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
}
