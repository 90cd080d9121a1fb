import type { BigFiveScores } from "@shared/scoring/big-five";
import { toTraitPercent } from "@shared/scoring/big-five";
import { useState } from "react";
import { describeScore, traitLabels, traitOrder } from "./traits";

// Wide enough for "Conscientiousness" beside the chart on a phone.
const W = 320;
const H = 200;
const CX = W / 2;
const CY = H / 2 + 4;
const R = 72;

function point(i: number, value: number): [number, number] {
  const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
  return [CX + Math.cos(a) * R * value, CY + Math.sin(a) * R * value];
}
const path = (values: number[]) => values.map((v, i) => point(i, v).join(",")).join(" ");

/** Hand-drawn SVG radar of the five trait scores (axis 0 to 1, rings every 0.2). */
export function RadarChart({ scores }: { scores: BigFiveScores }) {
  const [active, setActive] = useState<number | null>(null);
  const values = traitOrder.map((t) => scores[t] ?? 0);
  return (
    <figure className="w-full">
      <svg viewBox={`0 0 ${W} ${H}`} className="mx-auto h-80 w-full" aria-hidden="true">
        {[0.2, 0.4, 0.6, 0.8, 1].map((r) => (
          <polygon
            key={r}
            points={path([r, r, r, r, r])}
            fill="none"
            stroke="var(--border-strong)"
            strokeWidth={0.5}
          />
        ))}
        {traitOrder.map((t, i) => {
          const [x, y] = point(i, 1.14);
          // Side labels grow away from the chart, so long names never run off the edge.
          const anchor = x > CX + 10 ? "start" : x < CX - 10 ? "end" : "middle";
          return (
            <g key={t}>
              <line
                x1={CX}
                y1={CY}
                x2={point(i, 1)[0]}
                y2={point(i, 1)[1]}
                stroke="var(--border)"
                strokeWidth={0.5}
              />
              <text
                x={x}
                y={y}
                fontSize={8.5}
                textAnchor={anchor}
                dominantBaseline="middle"
                fill="var(--foreground)"
              >
                {traitLabels[t]}
              </text>
            </g>
          );
        })}
        <polygon
          points={path(values)}
          fill="var(--primary)"
          fillOpacity={0.18}
          stroke="var(--primary)"
          strokeWidth={1.5}
        />
        {traitOrder.map((t, i) => {
          const [x, y] = point(i, values[i] ?? 0);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only tooltip; the caption carries the text.
            <circle
              key={t}
              cx={x}
              cy={y}
              r={active === i ? 5 : 3.5}
              fill={`var(--trait-${t})`}
              onMouseEnter={() => setActive(i)}
              onMouseLeave={() => setActive(null)}
            />
          );
        })}
        {active !== null ? (
          <text
            x={CX}
            y={10}
            fontSize={9}
            textAnchor="middle"
            fontWeight={600}
            fill="var(--foreground)"
          >
            {traitLabels[traitOrder[active] ?? "openness"]}: Your Score:{" "}
            {toTraitPercent(values[active] ?? 0)}%
          </text>
        ) : null}
      </svg>
      <figcaption className="mt-2">
        <span className="sr-only">Trait scores (0 to 100, not percentiles): </span>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
          {traitOrder.map((t, i) => (
            <li key={t}>
              <button
                type="button"
                className="rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
                onMouseEnter={() => setActive(i)}
                onMouseLeave={() => setActive(null)}
              >
                <span className="font-medium text-foreground">{traitLabels[t]}</span>{" "}
                {describeScore(values[i] ?? 0)}
              </button>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
