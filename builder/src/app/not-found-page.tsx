import { Link } from 'wouter';

/** The page for any path the router does not know (docs/product.md, Routes), with the way home. */
export default function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link href="/" className="button">
        Back to Home
      </Link>
    </section>
  );
}
