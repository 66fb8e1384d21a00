import { SAMPLE_PROMPTS } from '../logic/sample-prompts';
import { LoopingDemo } from './looping-demo';

const TESTIMONIALS = [
  { quote: 'I asked for ten years of rent prices and had a chart in my newsletter before my coffee cooled.', name: 'Maya Okafor', role: 'Housing reporter' },
  { quote: 'One script tag in WordPress, and the chart just works on every theme we have tried.', name: 'Jonas Lindqvist', role: 'Agency developer' },
  {
    quote: 'Readers with screen readers can finally follow our charts: the data table is right there.',
    name: 'Priya Raman',
    role: 'Editor, The Weekly Ledger',
  },
];

/** The landing page (docs/product.md, Landing pages): the way into the wizard, sample prompts, testimonials, a live demo. */
export default function LandingPage({ onStart }: { onStart(prompt?: string): void }) {
  return (
    <div className="landing">
      <section className="hero">
        <h1>Live, accessible charts for any page</h1>
        <p>Make a chart from a stock ticker, a question or a CSV file, then paste one line into your blog or CMS.</p>
        <button type="button" className="button button-large" onClick={() => onStart()}>
          Start Charting with AI
        </button>
      </section>
      <section aria-labelledby="demo-heading">
        <h2 id="demo-heading" className="sr-only">
          Demo
        </h2>
        <LoopingDemo />
      </section>
      <section aria-labelledby="prompts-heading" className="prompts">
        <h2 id="prompts-heading">Try asking</h2>
        <ul>
          {SAMPLE_PROMPTS.map((prompt) => (
            <li key={prompt}>
              <button type="button" className="prompt-card" onClick={() => onStart(prompt)}>
                “{prompt}”
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="testimonials-heading" className="testimonials">
        <h2 id="testimonials-heading">What people say</h2>
        <ul>
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <blockquote>“{t.quote}”</blockquote>
              <p className="muted">
                {t.name}, {t.role}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
