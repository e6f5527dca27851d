import { routingCopy } from '../../../content/partners/routing-copy'

export function ChosenPrice({ price }: { price: string }) {
  return (
    <>
      <mark>{price}</mark>
      <span className="visually-hidden"> ({routingCopy.chosenSizeNote})</span>
    </>
  )
}
