import { hero } from '../../content/landing'

const { image } = hero
const srcSet = image.widths.map((width) => `${image.path(width)} ${width}w`).join(', ')

/** The hero illustration: its box is reserved by width and height, and it fades in with CSS (site.css). */
export function HeroImage() {
  return (
    <img
      className="hero__image"
      src={image.path(800)}
      srcSet={srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      decoding="async"
      fetchPriority="low"
    />
  )
}
