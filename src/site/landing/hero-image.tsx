import { useState } from 'react'
import { hero } from '../../content/landing'

const { image } = hero
const srcSet = image.widths.map((width) => `${image.path(width)} ${width}w`).join(', ')

/**
 * The hero illustration. Its box is reserved by width/height (no layout shift) and it
 * fades in once decoded, after the headline has painted; it never holds up first render.
 * In prerendered HTML the image may finish loading before React attaches its onLoad
 * handler, so a complete image is also noticed when the element is attached.
 */
export function HeroImage() {
  const [loaded, setLoaded] = useState(false)
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
      data-loaded={loaded}
      onLoad={() => setLoaded(true)}
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0) setLoaded(true)
      }}
    />
  )
}
