import { zipToSearch } from './zip-search'

/**
 * The ZIP in an address the setter typed or pasted, by the ZIP box's paste rule (zipToSearch),
 * or null when the address holds no single stand-alone 5-digit ZIP ("123 Main St" is not 00123).
 */
export function zipOfAddress(address: string): string | null {
  const zip = zipToSearch(address)
  if (!/^\d{5}$/.test(zip)) return null
  return new RegExp(`(?<![0-9A-Za-z])${zip}(?![0-9A-Za-z])`).test(address) ? zip : null
}
