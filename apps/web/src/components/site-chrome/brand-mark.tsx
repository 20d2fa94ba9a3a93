import { useId } from 'react';

/** The line under the portal's name in the headers. */
export const PROGRAMME_LINE = 'On-the-Job Training · Trinidad and Tobago';

/** The portal's mark: the diagonal band of the national flag in a rounded square. Decorative. */
export function BrandMark({ size = 40 }: { size?: number }) {
  const clipId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <clipPath id={clipId}>
        <rect width="40" height="40" rx="9" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="40" height="40" fill="#ce1126" />
        <g transform="rotate(45 20 20)">
          <rect x="-10" y="13" width="60" height="14" fill="#fff" />
          <rect x="-10" y="15.5" width="60" height="9" fill="#000" />
        </g>
      </g>
    </svg>
  );
}
