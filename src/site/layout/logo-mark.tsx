/** The brand badge: a house roof over an anchor, on the brand colour. Decorative. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f3d3e" />
      <path
        d="M6 15 16 7l10 8"
        fill="none"
        stroke="#f4a259"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M16 12.5v12M12.5 15.5h7M10 20.5c.6 2.7 3 4.5 6 4.5s5.4-1.8 6-4.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  )
}
