import type { MouseEvent } from "react";
import { bodyLabelKey, CHART_PALETTE, type BodyLabel, type ChartLayout, type ChartLine } from "#app/chart/layout";
import { textWidthEm } from "#app/chart/text-metrics";

/**
 * Draws a chart layout as SVG, nothing else: no words of its own, no state. It scales with its
 * container (viewBox, width 100 %) and reads the same on a 320 px phone and on paper.
 */

/** Fonts the width estimates of text-metrics.ts were checked against come first. */
export const CHART_FONT_FAMILY =
  'system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", Mangal, Arial, sans-serif';

const STROKE: Record<ChartLine["kind"], number> = { frame: 2.6, division: 1.6, "lagna-mark": 2 };
/** Large enough to read on a phone: about 14 px when the chart is 300 px wide. */
const POPOVER_SIZE = 19;
/** Room around the square so that the frame's full stroke shows. */
const PAD = 2;

export interface ChartSvgProps {
  layout: ChartLayout;
  /** Accessible name of the picture (role="img"). */
  name: string;
  /** A body in words, shown on hover and on tap: "Mars 12°34′, retrograde". */
  describe: (label: BodyLabel) => string;
  /** The label whose details are open (tapped), by its bodyLabelKey ("Saturn", "transit Saturn"); null for none. */
  selected?: string | null;
  /** Called with a tapped label's key, or null when the tap falls elsewhere. Without it labels are not tappable. */
  onSelect?: (key: string | null) => void;
  className?: string;
}

export function ChartSvg({ layout, name, describe, selected = null, onSelect, className }: ChartSvgProps) {
  const { size } = layout;
  const lagna = layout.houses.find((h) => h.house === 1)!;
  const open = selected ? layout.bodies.find((b) => bodyLabelKey(b) === selected) : undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-PAD} ${-PAD} ${size + 2 * PAD} ${size + 2 * PAD}`}
      width="100%"
      role="img"
      aria-label={name}
      className={className}
      fontFamily={CHART_FONT_FAMILY}
      onClick={onSelect ? () => onSelect(null) : undefined}
    >
      <title>{name}</title>
      <rect x={0} y={0} width={size} height={size} fill={CHART_PALETTE.background} />
      <polygon points={lagna.polygon.map((pt) => `${pt.x},${pt.y}`).join(" ")} fill={CHART_PALETTE.lagnaFill} />
      <g stroke={CHART_PALETTE.line} strokeLinecap="round">
        {layout.lines.map((l, i) => (
          <line key={i} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} strokeWidth={STROKE[l.kind]} />
        ))}
      </g>
      <g fill={CHART_PALETTE.signNumber}>
        {layout.signNumbers.map((s) => (
          <text key={s.house} x={round(s.x)} y={round(s.baseline)} fontSize={s.size} textAnchor={s.anchor}>
            {s.text}
          </text>
        ))}
      </g>
      {layout.title.map((line, i) => (
        <text
          key={i}
          x={round(line.x)}
          y={round(line.baseline)}
          fontSize={round(line.size)}
          fontWeight={line.weight}
          textAnchor={line.anchor}
          fill={CHART_PALETTE.title}
        >
          {line.text}
        </text>
      ))}
      {layout.bodies.map((b) => (
        <g
          key={bodyLabelKey(b)}
          data-body={b.body}
          data-transit={b.transit}
          cursor={onSelect ? "pointer" : undefined}
          onClick={
            onSelect
              ? (event: MouseEvent) => {
                  event.stopPropagation();
                  onSelect(selected === bodyLabelKey(b) ? null : bodyLabelKey(b));
                }
              : undefined
          }
        >
          <title>{describe(b)}</title>
          {/* A tap target a little larger than the text itself. */}
          <rect
            x={round(b.box.x - 2)}
            y={round(b.box.y - 1)}
            width={round(b.box.width + 4)}
            height={round(b.box.height + 2)}
            fill="transparent"
          />
          <text
            x={round(b.x)}
            y={round(b.baseline)}
            fontSize={b.size}
            fontWeight={b.weight}
            textAnchor={b.anchor}
            fontStyle={b.transit ? "italic" : undefined}
            fill={
              b.transit ? CHART_PALETTE.transit : b.body === "Ascendant" ? CHART_PALETTE.ascendant : CHART_PALETTE.body
            }
          >
            {b.text}
          </text>
        </g>
      ))}
      {layout.marks.map((m) => (
        <g key={`mark-${m.key}`} data-mark={m.key}>
          <title>{m.description}</title>
          <text
            x={round(m.x)}
            y={round(m.baseline)}
            fontSize={m.size}
            fontWeight={m.weight}
            textAnchor={m.anchor}
            fill={CHART_PALETTE.mark}
          >
            {m.text}
          </text>
        </g>
      ))}
      {open && <Popover label={open} text={describe(open)} size={size} />}
    </svg>
  );
}

/** The tapped body's details in a small box above its label (below it when there is no room). */
function Popover({ label, text, size }: { label: BodyLabel; text: string; size: number }) {
  const width = textWidthEm(text) * POPOVER_SIZE + 20;
  const height = Math.round(POPOVER_SIZE * 1.9);
  const x = Math.min(Math.max(label.x - width / 2, 2), size - width - 2);
  const above = label.box.y - height - 4;
  const y = above >= 2 ? above : Math.min(label.box.y + label.box.height + 4, size - height - 2);
  return (
    <g aria-hidden="true" pointerEvents="none">
      <rect
        x={round(x)}
        y={round(y)}
        width={round(width)}
        height={height}
        rx={5}
        fill="#FFFFFF"
        stroke={CHART_PALETTE.line}
        strokeWidth={1.5}
      />
      <text
        x={round(x + width / 2)}
        y={round(y + height / 2 + 0.36 * POPOVER_SIZE)}
        fontSize={POPOVER_SIZE}
        textAnchor="middle"
        fill={CHART_PALETTE.body}
      >
        {text}
      </text>
    </g>
  );
}

/** Two decimals are plenty in a 400-unit box and keep the markup short. */
function round(n: number): number {
  return Math.round(n * 100) / 100;
}
