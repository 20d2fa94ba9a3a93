// Path data of Tabler Icons (MIT licence, https://tabler.io/icons), the set the rest of the portal uses
// through @tabler/icons-react. Drawn inline here so that the landing page loads no icon modules.
const PATHS = {
  briefcase: [
    'M3 9a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2l0 -9',
    'M8 7v-2a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v2',
    'M12 12l0 .01',
    'M3 13a20 20 0 0 0 18 0',
  ],
  check: ['M5 12l5 5l10 -10'],
  chevronLeft: ['M15 6l-6 6l6 6'],
  chevronRight: ['M9 6l6 6l-6 6'],
  circleCheck: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4'],
  menu: ['M4 6l16 0', 'M4 12l16 0', 'M4 18l16 0'],
  progressCheck: [
    'M10 20.777a8.942 8.942 0 0 1 -2.48 -.969',
    'M14 3.223a9.003 9.003 0 0 1 0 17.554',
    'M4.579 17.093a8.961 8.961 0 0 1 -1.227 -2.592',
    'M3.124 10.5c.16 -.95 .468 -1.85 .9 -2.675l.169 -.305',
    'M6.907 4.579a8.954 8.954 0 0 1 3.093 -1.356',
    'M9 12l2 2l4 -4',
  ],
  school: ['M22 9l-10 -4l-10 4l10 4l10 -4v6', 'M6 10.6v5.4a6 3 0 0 0 12 0v-5.4'],
  targetArrow: [
    'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M12 7a5 5 0 1 0 5 5',
    'M13 3.055a9 9 0 1 0 7.941 7.945',
    'M15 6v3h3l3 -3h-3v-3l-3 3',
    'M15 9l-3 3',
  ],
  userPlus: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M16 19h6', 'M19 16v6', 'M6 21v-2a4 4 0 0 1 4 -4h4'],
  x: ['M18 6l-12 12', 'M6 6l12 12'],
  // Filled icons.
  pause: [
    'M9 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z',
    'M17 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z',
  ],
  play: ['M6 4v16a1 1 0 0 0 1.524 .852l13 -8a1 1 0 0 0 0 -1.704l-13 -8a1 1 0 0 0 -1.524 .852z'],
} satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative Tabler icon (hidden from assistive technology), drawn like @tabler/icons-react draws it. */
export function Icon({ name, size = 24, className }: IconProps) {
  const filled = name === 'pause' || name === 'play';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
