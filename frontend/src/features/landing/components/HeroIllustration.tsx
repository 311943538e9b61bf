import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

const LINE = { rx: 4, height: 8 } as const;

/** Text lines of a page, as rounded bars; the first is the page's heading. */
function PageLines({ x, y, color, headingColor }: { x: number; y: number; color: string; headingColor: string }) {
  const widths = [120, 150, 138, 150, 96, 150, 142, 110];
  return (
    <g>
      <rect x={x} y={y} width={92} {...LINE} height={12} fill={headingColor} />
      {widths.map((width, index) => (
        <rect key={index} x={x} y={y + 30 + index * 20} width={width} {...LINE} fill={color} />
      ))}
    </g>
  );
}

/** Four-pointed sparkle. */
function Sparkle({ cx, cy, size, color }: { cx: number; cy: number; size: number; color: string }) {
  const s = size;
  const d = `M${cx} ${cy - s} Q${cx + s * 0.18} ${cy - s * 0.18} ${cx + s} ${cy} Q${cx + s * 0.18} ${cy + s * 0.18} ${cx} ${cy + s} Q${cx - s * 0.18} ${cy + s * 0.18} ${cx - s} ${cy} Q${cx - s * 0.18} ${cy - s * 0.18} ${cx} ${cy - s}Z`;
  return <path d={d} fill={color} />;
}

/** A source page becoming its translation, same layout, in the brand colours. Decorative. */
export function HeroIllustration() {
  const { palette } = useTheme();
  const green = palette.primary.main;
  const darkGreen = palette.primary.dark;
  return (
    <Box
      component="svg"
      viewBox="0 0 480 380"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', maxWidth: { xs: 340, md: 480 }, height: 'auto', mx: 'auto' }}
    >
      <ellipse cx="240" cy="200" rx="232" ry="172" fill="#e8f5e9" />
      {/* Source page, tilted behind. */}
      <g transform="rotate(-6 140 200)">
        <rect x="40" y="60" width="200" height="270" rx="14" fill="#ffffff" stroke="#cfd8dc" strokeWidth="2" />
        <PageLines x={64} y={110} color="#cfd8dc" headingColor="#90a4ae" />
        <rect x="60" y="76" width="40" height="22" rx="11" fill="#eceff1" />
        <text x="80" y="92" textAnchor="middle" fontSize="13" fontWeight="700" fill="#37474f" fontFamily="Inter, Arial, sans-serif">
          EN
        </text>
      </g>
      {/* The translation, in front. */}
      <g>
        <rect x="232" y="40" width="208" height="290" rx="14" fill="#ffffff" stroke="#a5d6a7" strokeWidth="2" />
        <path d="M404 40h22a14 14 0 0 1 14 14v22z" fill="#c8e6c9" />
        <PageLines x={258} y={96} color="#a5d6a7" headingColor={green} />
        <rect x="254" y="58" width="40" height="22" rx="11" fill={darkGreen} />
        <text x="274" y="74" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="Inter, Arial, sans-serif">
          FR
        </text>
      </g>
      {/* The step between them. */}
      <circle cx="236" cy="196" r="30" fill={green} stroke="#ffffff" strokeWidth="5" />
      <path d="M222 196h24m-9-10 10 10-10 10" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <Sparkle cx={430} cy={28} size={14} color="#f9a825" />
      <Sparkle cx={462} cy={70} size={8} color="#f9a825" />
      <Sparkle cx={34} cy={320} size={10} color={green} />
    </Box>
  );
}
