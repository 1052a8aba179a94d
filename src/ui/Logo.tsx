import { useId } from 'react';

/** The O3 brand mark, inline so it costs no request. useId keeps gradient ids unique per instance. */
export function LogoMark({ className, size = 32 }: { className?: string; size?: number }) {
  const gradientId = useId();
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="6" y1="8" x2="58" y2="58" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#22D3EE" />
          <stop offset="1" stopColor="#34D399" />
        </linearGradient>
      </defs>
      <path d="M32 21 15 44m17-23 17 23" fill="none" stroke={`url(#${gradientId})`} strokeWidth="6.5" strokeLinecap="round" />
      <g fill={`url(#${gradientId})`}>
        <circle cx="32" cy="19" r="12" />
        <circle cx="14" cy="46" r="10" />
        <circle cx="50" cy="46" r="10" />
      </g>
      <g fill="#fff" fillOpacity=".55">
        <circle cx="28" cy="15" r="3.6" />
        <circle cx="11" cy="43" r="3" />
        <circle cx="47" cy="43" r="3" />
      </g>
    </svg>
  );
}
