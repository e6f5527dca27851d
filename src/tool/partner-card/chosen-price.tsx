import { routingCopy } from '../../content/routing-copy'

/** A card's price for the chosen garage size. */
export function ChosenPrice({ price }: { price: string }) {
  return (
    <>
      <mark>{price}</mark>
      <span className="visually-hidden"> ({routingCopy.chosenSizeNote})</span>
    </>
  )
}
