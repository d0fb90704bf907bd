import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatCount, shortDay } from "./numbers";

/**
 * The uPlot part of the visits chart. Imported only from an effect (visits-chart.tsx), so the
 * library and its CSS load with this screen in the browser and never on the server or elsewhere.
 *
 * The x axis is the day's index in the range, not a timestamp: uPlot's time axis follows the
 * browser's time zone, our days are Europe/Berlin calendar days, and the previous period lines up
 * with the current one by index anyway.
 */

export interface VisitsSeries {
  days: string[];
  visitors: number[];
  views: number[];
  /** The previous period's visitors, day i of it under day i of the range. */
  previousVisitors: number[];
}

export interface ChartColors {
  visitors: string;
  views: string;
  previous: string;
  axis: string;
  grid: string;
}

export interface VisitsChart {
  setSize(width: number, height: number): void;
  destroy(): void;
}

/** 1, 2, 5, 10, 20, 50 … : whole numbers only, people are counted in ones. */
const COUNT_STEPS = Array.from({ length: 10 }, (_, exp) => [1, 2, 5].map((m) => m * 10 ** exp)).flat();
/** Day steps for the x axis: a day, a few days, weeks, months. */
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364];

function niceCeiling(max: number): number {
  if (max <= 4) return 4;
  const step = COUNT_STEPS.find((s) => s * 5 >= max) ?? max;
  return Math.ceil(max / step) * step;
}

export function createVisitsChart(
  target: HTMLElement,
  data: VisitsSeries,
  size: { width: number; height: number },
  labels: { date: string; visitors: string; views: string; previousVisitors: string },
  colors: ChartColors,
  onCursor: (index: number | null) => void,
): VisitsChart {
  const axis = { stroke: colors.axis, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 }, font: "12px system-ui, sans-serif" };
  const count = (_: uPlot, value: number | null) => (value === null ? "–" : formatCount(value));
  const options: uPlot.Options = {
    width: size.width,
    height: size.height,
    legend: { show: false },
    padding: [12, 12, 0, 0],
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min, Math.max(max, min + 1)] },
      y: { range: (_u, _min, max) => [0, niceCeiling(max)] },
    },
    axes: [
      {
        ...axis,
        space: 56,
        incrs: DAY_STEPS,
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && data.days[i] ? shortDay(data.days[i]) : "")),
      },
      {
        ...axis,
        size: 56,
        incrs: COUNT_STEPS,
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatCount(v) : "")),
      },
    ],
    series: [
      { label: labels.date },
      { label: labels.visitors, stroke: colors.visitors, width: 2, fill: `${colors.visitors}1f`, value: count, points: { show: data.days.length <= 31 } },
      { label: labels.views, stroke: colors.views, width: 2, value: count, points: { show: data.days.length <= 31 } },
      { label: labels.previousVisitors, stroke: colors.previous, width: 1.5, dash: [6, 4], value: count, points: { show: false } },
    ],
    hooks: { setCursor: [(u) => onCursor(u.cursor.idx ?? null)] },
  };
  const x = data.days.map((_, i) => i);
  const chart = new uPlot(options, [x, data.visitors, data.views, data.previousVisitors], target);
  return {
    setSize: (width, height) => chart.setSize({ width, height }),
    destroy: () => chart.destroy(),
  };
}
