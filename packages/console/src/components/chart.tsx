import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  /** Drawn as bars (movements, buckets) rather than a line. */
  bars?: boolean;
}

const bars = uPlot.paths.bars!({ size: [0.6, 48] });

/**
 * A uPlot chart over categories (months, aging buckets): x is the category's index, its axis shows
 * the names. The figures themselves are in the table next to every chart (docs/console-ui.md).
 */
export function Chart({ title, categories, series }: { title: string; categories: string[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const plot = new uPlot(
      {
        title,
        width: Math.min(760, box.current.clientWidth || 760),
        height: 260,
        scales: { x: { time: false, range: [-0.5, categories.length - 0.5] } },
        axes: [
          { values: (_u, ticks) => ticks.map((i) => categories[i] ?? ''), splits: () => categories.map((_, i) => i) },
          { size: 70, values: (_u, ticks) => ticks.map((v) => `¥${v.toLocaleString('ja-JP')}`) },
        ],
        series: [
          { label: '', value: (_u, v) => (v === null ? '' : (categories[v] ?? '')) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            ...(s.bars ? { fill: `${s.color}99`, paths: bars } : {}),
          })),
        ],
      },
      [categories.map((_, i) => i), ...series.map((s) => s.values)],
      box.current,
    );
    return () => plot.destroy();
  }, [title, JSON.stringify(categories), JSON.stringify(series)]);
  return <div class="chart" role="img" aria-label={title} ref={box} />;
}
