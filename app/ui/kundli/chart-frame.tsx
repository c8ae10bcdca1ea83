import { KundliChart, type KundliChartProps } from "../chart/kundli-chart";

/**
 * KundliChart in a box that contains its screen-reader table: a visually hidden <table> keeps
 * its natural width (tables ignore width: 1px), which would otherwise widen a 360 px page.
 */
export function ChartFrame(props: KundliChartProps) {
  return (
    <div className="relative min-w-0 overflow-hidden">
      <KundliChart {...props} />
    </div>
  );
}
