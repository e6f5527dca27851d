import { routingCopy } from '../../../content/routing-copy'

export function ChosenPrice({ price }: { price: string }) {
  return (
    <>
      <mark>{price}</mark>
      <span className="visually-hidden"> ({routingCopy.chosenSizeNote})</span>
    </>
  )
}
