import type { ReactNode } from 'react'

interface LandingSectionProps {
  name: string
  /** The section's copy: its title, an optional intro, and `id` when links jump to it. */
  copy: { id?: string; title: string; intro?: string }
  className?: string
  children: ReactNode
}

export function LandingSection({ name, copy, className = 'section', children }: LandingSectionProps) {
  const { id, title, intro } = copy
  const titleId = `${name}-title`
  return (
    <section id={id} className={className} aria-labelledby={titleId} data-section={name}>
      <div className="container">
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  )
}

/** One titled item of a landing list (a benefit, a trade, a step); `children` come before the title (an icon). */
function TitledItem({
  className,
  item,
  children,
}: {
  className: string
  item: { title: string; text: string }
  children?: ReactNode
}) {
  return (
    <li className={className}>
      {children}
      <h3 className="card__title">{item.title}</h3>
      <p>{item.text}</p>
    </li>
  )
}

interface TitledListProps {
  items: readonly { title: string; text: string }[]
  className: string
  itemClassName: string
  ordered?: boolean
  /** The icon before an item's title, by its place in the list. */
  iconOf?: (index: number) => ReactNode
}

/** A landing list of titled items: the benefits, the trades, the steps. */
export function TitledList({ items, className, itemClassName, ordered = false, iconOf }: TitledListProps) {
  const entries = items.map((item, index) => (
    <TitledItem key={item.title} className={itemClassName} item={item}>
      {iconOf ? <span className="card__icon">{iconOf(index)}</span> : null}
    </TitledItem>
  ))
  return ordered ? <ol className={className}>{entries}</ol> : <ul className={className}>{entries}</ul>
}

/** Lines of copy as a list, one item a line (the pricing promises, in the hero and under the plans). */
export function LineList({ className, lines }: { className: string; lines: readonly string[] }) {
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
