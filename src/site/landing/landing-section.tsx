import type { ReactNode } from 'react'

interface LandingSectionProps {
  name: string
  anchor?: string
  className?: string
  title: string
  intro?: string
  children: ReactNode
}

/** A landing section: its heading labels it, then an optional intro and the section's content. */
export function LandingSection({ name, anchor, className = 'section', title, intro, children }: LandingSectionProps) {
  const titleId = `${name}-title`
  return (
    <section id={anchor} className={className} aria-labelledby={titleId} data-section={name}>
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
