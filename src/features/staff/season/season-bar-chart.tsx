import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * Grouped bars over named categories (months, tours), drawn by uPlot on a canvas. Loaded lazily
 * by the season view, so the library is in the staff area's chunks only. The chart is a picture
 * (aria-hidden): its figures are in the table the view shows beside it.
 */
export interface BarSeries {
  label: string;
  colour: string;
  values: number[];
}

export interface SeasonBarChartProps {
  categories: string[];
  series: BarSeries[];
  /** How the value axis writes a figure (euros). */
  formatValue: (value: number) => string;
}

const HEIGHT = 220;

function barsOf(index: number, count: number) {
  // Bars of one category side by side: each series gets its slice of the category's width.
  const width = 0.8 / count;
  return uPlot.paths.bars!({ size: [width, 48], align: index % 2 === 0 ? -1 : 1, gap: 1 });
}

export function SeasonBarChart({ categories, series, formatValue }: SeasonBarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || categories.length === 0) return;
    const xs = categories.map((_, index) => index);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        // The legend is the view's own (HTML, beside the chart): uPlot's would list the x series.
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, categories.length - 0.5] } },
        axes: [
          {
            splits: () => xs,
            values: (_chart, ticks) => ticks.map((tick) => categories[tick] ?? ''),
            grid: { show: false },
            // Slanted, so twelve months or nine tour names fit a phone's width side by side.
            rotate: -45,
            size: 16 + 5 * Math.max(...categories.map((label) => label.length)),
          },
          { values: (_chart, ticks) => ticks.map(formatValue), size: 72 },
        ],
        series: [
          {},
          ...series.slice(0, 2).map((one, index) => ({
            label: one.label,
            stroke: one.colour,
            fill: one.colour,
            width: 0,
            points: { show: false },
            paths: barsOf(index, Math.min(series.length, 2)),
          })),
        ],
      },
      [xs, ...series.slice(0, 2).map((one) => one.values)],
      element,
    );
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() =>
            chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
          );
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [categories, series, formatValue]);
  return (
    <div aria-hidden="true">
      <ul className="mt-3 flex gap-4 text-xs text-stone-700">
        {series.slice(0, 2).map((one) => (
          <li key={one.label} className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm" style={{ background: one.colour }} />
            {one.label}
          </li>
        ))}
      </ul>
      <div ref={box} className="w-full overflow-hidden" />
    </div>
  );
}
