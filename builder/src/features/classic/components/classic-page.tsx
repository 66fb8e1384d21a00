import { useEffect, useState } from 'react';
import { Link } from 'wouter';

const DEMO_PROMPTS = ['Show me Tesla’s stock price this year', 'Compare coffee and tea consumption by country', 'Plot global CO₂ emissions since 1990'];
const TYPE_MS = 60;
const ALTERNATE_MS = 5000;

/** The typed-out demo: a new prompt every 5 s, typed at 60 ms a character (docs/product.md, Landing pages). */
function useTypingDemo(): string {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  useEffect(() => {
    const alternate = setInterval(() => {
      setIndex((i) => (i + 1) % DEMO_PROMPTS.length);
      setLength(0);
    }, ALTERNATE_MS);
    return () => clearInterval(alternate);
  }, []);
  useEffect(() => {
    if (length >= DEMO_PROMPTS[index]!.length) return;
    const timer = setTimeout(() => setLength((l) => l + 1), TYPE_MS);
    return () => clearTimeout(timer);
  }, [index, length]);
  return DEMO_PROMPTS[index]!.slice(0, length);
}

/** `/classic`: the alternate landing (docs/product.md, Landing pages). A chosen CSV file opens the wizard with it. */
export default function ClassicPage({ onStart }: { onStart(file?: File): void }) {
  const typed = useTypingDemo();
  return (
    <section className="page classic">
      <h1>Charts from a sentence</h1>
      {/* A figure, not a paragraph: a paragraph may not be named. */}
      <figure className="typing-demo" aria-label="Example request">
        {typed}
        <span className="caret" aria-hidden="true">
          |
        </span>
      </figure>
      <ul className="promises">
        <li>5 free AI charts, no sign-up</li>
        <li>Always free, unlimited CSV charts</li>
      </ul>
      <div className="classic-actions">
        <button type="button" className="button button-large" onClick={() => onStart()}>
          Chat with the AI
        </button>
        <label className="button button-outline button-large file-button">
          Upload a CSV file
          <input type="file" accept=".csv,.tsv,.txt,text/csv" className="sr-only" onChange={(e) => e.target.files?.[0] && onStart(e.target.files[0])} />
        </label>
      </div>
      <nav className="classic-links" aria-label="More">
        <a href="/api/docs">API documentation</a>
        <Link href="/privacy">Privacy</Link>
        <Link href="/trending">Community charts</Link>
      </nav>
    </section>
  );
}
