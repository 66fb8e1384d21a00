import { useEffect, useState } from 'react';
import frames from 'virtual:demo-frames';
import { ChartView } from '../../../components/chart-view';
import { DEMO_SPECS } from './demo-spec';

const FRAME_HEIGHT = 360;

/**
 * The demo, instead of a video file: charts made the three ways (a question, a ticker, a CSV
 * file), one every 5 seconds. They show first as still images drawn at build time
 * (builder/demo-frames.ts), so the page fetches no chart code; the real widget takes over when a
 * reader reaches for the demo (hover, touch, focus or a click), keeping the same chart in place.
 */
export function LoopingDemo() {
  const [index, setIndex] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % DEMO_SPECS.length), 5000);
    return () => clearInterval(timer);
  }, []);
  const demo = DEMO_SPECS[index]!;
  const frame = frames[index]!;
  const goLive = () => setLive(true);
  return (
    <figure className="demo" onPointerEnter={goLive} onTouchStart={goLive} onFocus={goLive}>
      {live ? (
        <ChartView spec={demo.spec} height={FRAME_HEIGHT} />
      ) : (
        <button
          type="button"
          className="demo-frame"
          onClick={goLive}
          style={{ height: FRAME_HEIGHT, background: frame.background }}
          aria-label={`${demo.spec.options.title}: explore the live chart`}
        >
          <picture>
            <source media="(max-width: 480px)" srcSet={frame.narrow} />
            <source media="(max-width: 800px)" srcSet={frame.medium} />
            <img src={frame.wide} alt="" height={FRAME_HEIGHT} />
          </picture>
        </button>
      )}
      <figcaption className="muted">{demo.caption}</figcaption>
    </figure>
  );
}
