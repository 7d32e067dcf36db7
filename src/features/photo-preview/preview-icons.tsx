import type { ReactNode } from 'react';

/** The preview's stroke icons: a 24-unit grid drawn in the text colour, hidden from assistive technology. */
function StrokeIcon({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const ArrowIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <StrokeIcon size={24}>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </StrokeIcon>
);

export const ZoomIcon = ({ zoomed }: { zoomed: boolean }) => (
  <StrokeIcon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d={zoomed ? 'M7.5 10.5h6M16 16l5 5' : 'M7.5 10.5h6M10.5 7.5v6M16 16l5 5'} />
  </StrokeIcon>
);

export const DownloadIcon = () => (
  <StrokeIcon>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </StrokeIcon>
);

export const DeleteIcon = () => (
  <StrokeIcon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </StrokeIcon>
);

export const AlbumIcon = () => (
  <StrokeIcon>
    <rect x="3" y="5" width="14" height="14" rx="2" />
    <path d="M7 2h12a2 2 0 0 1 2 2v12M3 15l4-4 4 4M14 11v6M11 14h6" />
  </StrokeIcon>
);
