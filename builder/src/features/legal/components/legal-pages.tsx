export const LAST_UPDATED = 'Last Updated: May 18, 2023';

/** `/terms`. */
export function TermsPage() {
  return (
    <article className="page narrow legal">
      <h1>Terms of Service</h1>
      <p className="muted">{LAST_UPDATED}</p>
      <h2>Using Chart Embed</h2>
      <p>
        You may make, save, share and embed charts with this service. Guests may try the chart wizard; an account is needed to save charts, like and comment.
      </p>
      <h2>Your content</h2>
      <p>
        You keep the rights to the data you upload and the charts you make. By saving a chart you let anyone who loads its link or embed see it. A new chart is
        unlisted: it stays out of the public Trending feed until you choose Show on Trending. Listed charts appear on the Trending feed for anyone to see, like
        and comment on. Unlisted charts are still visible to anyone with the link or embed.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not upload data you have no right to share, try to break or overload the service, or use comments to harass others. We may remove content or accounts
        that do.
      </p>
      <h2>AI-sourced data</h2>
      <p>Charts made with Chat-to-Chart AI name the sources the AI cites. Check them before you rely on the numbers: the AI can be wrong.</p>
      <h2>No warranty</h2>
      <p>The service is provided as is, without warranty of any kind, to the extent the law allows.</p>
    </article>
  );
}

/** `/privacy`: what this product actually does with data. */
export function PrivacyPage() {
  return (
    <article className="page narrow legal">
      <h1>Privacy Policy</h1>
      <p className="muted">{LAST_UPDATED}</p>
      <h2>Embedded charts set no cookies</h2>
      <p>
        A chart embedded on a blog or website sets no cookies, uses no browser storage and talks to nobody but this service. When it loads, we count one view of
        that chart for that day. We do not record who the reader is, their address or what else they read.
      </p>
      <h2>Page views on this site, first-party only</h2>
      <p>
        When you move between pages of this site, we store the path and the referring website&apos;s origin (not its full address) in our own database. There is
        no third-party analytics and no advertising tracker.
      </p>
      <h2>Your account</h2>
      <p>
        We keep your username, e-mail address, optional first and last name, and a one-way hash of your password (Argon2id). Sign-in uses a cookie that holds a
        random token; we store only its hash. We send e-mail only to verify your address.
      </p>
      <h2>Guests and the AI</h2>
      <p>
        To count the free AI charts a guest may make, we set a random guest cookie and count requests per cookie and per network address. Questions sent to the
        AI are stored for 24 hours so that repeating one costs nothing.
      </p>
      <h2>Your charts and comments</h2>
      <p>
        Charts you save, their data, and your likes and comments are stored until you delete them. Deleting a chart deletes its likes, comments and view counts.
      </p>
      <p>
        In Edit Profile, on its Account tab, you can download everything we keep about you as one file, and delete your account: that deletes your profile, your
        charts, your comments and likes, and your access tokens at once.
      </p>
      <h2>Contact</h2>
      <p>
        Questions or requests to see or delete your data: <a href="mailto:hello@chartembed.dev">hello@chartembed.dev</a>.
      </p>
    </article>
  );
}
