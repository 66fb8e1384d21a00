import { ChartView } from '../../../components/chart-view';
import { DEMO_SPEC } from './demo-spec';

export default function LandingPage() {
  return (
    <section className="hero">
      <h1>Live, accessible charts for any page</h1>
      <p>Make a chart from a stock ticker, a question or a CSV file, then paste one line into your blog or CMS.</p>
      <ChartView spec={DEMO_SPEC} height={360} />
    </section>
  );
}
