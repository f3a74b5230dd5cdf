/** A small SVG pie chart with a legend; enough for status statistics without a chart library. */
export interface PieSlice {
  label: string;
  value: number;
  color: string;
}

function arcPath(cx: number, cy: number, r: number, start: number, end: number): string {
  const point = (angle: number) => [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  const [x1, y1] = point(start);
  const [x2, y2] = point(end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
}

export function PieChart({ slices, size = 200 }: { slices: PieSlice[]; size?: number }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const r = size / 2;
  let angle = -Math.PI / 2;
  return (
    <div className="flex flex-wrap items-center justify-center gap-6">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img">
        {slices.length === 1 ? (
          <circle cx={r} cy={r} r={r} fill={slices[0].color} />
        ) : (
          slices.map((slice) => {
            const start = angle;
            angle += (slice.value / total) * Math.PI * 2;
            return (
              <path
                key={slice.label}
                d={arcPath(r, r, r, start, angle)}
                fill={slice.color}
                stroke="#fff"
                strokeWidth={1}
              />
            );
          })
        )}
      </svg>
      <ul className="space-y-1 text-sm">
        {slices.map((slice) => (
          <li key={slice.label} className="flex items-center gap-2">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: slice.color }} />
            {slice.label}: {slice.value} ({((slice.value / total) * 100).toFixed(2)}%)
          </li>
        ))}
      </ul>
    </div>
  );
}
