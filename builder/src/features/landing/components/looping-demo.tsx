import { useEffect, useState } from 'react';
import { ChartView } from '../../../components/chart-view';
import { DEMO_SPECS } from './demo-spec';

/**
 * The demo, instead of a video file: the real widget cycling through charts made the three ways
 * (a question, a ticker, a CSV file), one every 5 seconds.
 */
export function LoopingDemo() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % DEMO_SPECS.length), 5000);
    return () => clearInterval(timer);
  }, []);
  const demo = DEMO_SPECS[index]!;
  return (
    <figure className="demo">
      <ChartView spec={demo.spec} height={360} />
      <figcaption className="muted">{demo.caption}</figcaption>
    </figure>
  );
}
