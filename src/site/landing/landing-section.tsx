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
export function TitledItem({
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
