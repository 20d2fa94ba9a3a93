import type { SlideTheme } from '../data/site';

// Small inline drawings, one per slide: a few kilobytes instead of photographs on slow links.
const ART: Record<SlideTheme, React.ReactNode> = {
  career: (
    <>
      <circle cx="60" cy="60" r="44" fill="#fff" opacity="0.12" />
      <path d="M30 52 L60 38 L90 52 L60 66 Z" fill="#fff" />
      <path d="M42 58 v14 c0 6 36 6 36 0 v-14 l-18 8 Z" fill="#fff" opacity="0.85" />
      <path d="M88 53 v16" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="88" cy="72" r="3.5" fill="#ffd43b" />
    </>
  ),
  employers: (
    <>
      <circle cx="60" cy="60" r="44" fill="#fff" opacity="0.12" />
      <rect x="32" y="48" width="56" height="38" rx="5" fill="#fff" />
      <path d="M50 48 v-7 a4 4 0 0 1 4 -4 h12 a4 4 0 0 1 4 4 v7" fill="none" stroke="#fff" strokeWidth="4" />
      <rect x="32" y="62" width="56" height="5" fill="#0b4f6c" opacity="0.35" />
      <rect x="55" y="59" width="10" height="10" rx="2" fill="#ffd43b" />
    </>
  ),
  progress: (
    <>
      <circle cx="60" cy="60" r="44" fill="#fff" opacity="0.12" />
      <path
        d="M30 80 L48 62 L62 72 L88 42"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="48" cy="62" r="5" fill="#fff" />
      <circle cx="62" cy="72" r="5" fill="#fff" />
      <circle cx="88" cy="42" r="7" fill="#ffd43b" />
    </>
  ),
};

export function SlideArt({ theme, className }: { theme: SlideTheme; className?: string }) {
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      {ART[theme]}
    </svg>
  );
}
