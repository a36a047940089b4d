import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalPage } from '../layout/legal-page';
import { LegalText } from '../layout/legal-text';

/** /privacy: the text an admin stored, else the built-in one, and the data controller. */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage page="privacy" title={t('privacyTitle')}>
      {(html, siteName) =>
        html !== null ? <LegalText html={html} /> : <BuiltInPrivacyText siteName={siteName} />
      }
    </LegalPage>
  );
}

/** What the product actually collects and keeps (kept in line with the code). */
function BuiltInPrivacyText({ siteName }: { siteName: string }) {
  return (
    <>
      <p>
        {siteName} is a video platform for curated educational content. Visitors do not create
        accounts: you can browse, search, watch, answer quizzes and surveys and share videos without
        telling us who you are. This page explains what data the product handles and why.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Viewing events.</strong> When you watch a video, the player sends events such as a
          view, playback progress, play/pause, and whether a quiz or survey was shown, answered or
          skipped. Events carry the video, a random playback-session id, the time, your browser's
          user agent and the page address. They are used for the per-video analytics creators see
          (views, average watch time, completion rates).
        </li>
        <li>
          <strong>Quiz and survey answers.</strong> Answers you submit are stored with the video
          they belong to. Surveys are anonymous unless a survey says otherwise.
        </li>
        <li>
          <strong>A visitor identifier, only with consent.</strong> Only if you allow Analytics
          cookies may events carry a random identifier for your browser, which lets us count
          returning viewers. Without consent, events cannot be linked to each other beyond a single
          playback session.
        </li>
        <li>
          <strong>Staff accounts.</strong> Administrators sign in with an email and password.
          Passwords are stored only as salted argon2id hashes; sessions are server-side and
          identified by an HttpOnly cookie.
        </li>
        <li>
          <strong>Server logs.</strong> Requests are logged for operating and securing the service
          (address, path, status, time). Failed sign-in attempts are recorded per account and
          address to block password guessing.
        </li>
      </ul>
      <h2>What stays on your device</h2>
      <p>
        Some features store data only in your browser's local storage; it never leaves your device.
        See the{' '}
        <Link to="/cookies" className="text-violet-300 underline">
          Cookie Policy
        </Link>{' '}
        for the full list.
      </p>
      <h2>What we do not do</h2>
      <ul>
        <li>We do not sell data or show third-party advertising.</li>
        <li>We do not build profiles of individual visitors.</li>
      </ul>
      <h2>Third parties</h2>
      <p>
        Some videos are hosted on YouTube and play in YouTube's embedded player. When you play one,
        YouTube receives your request under its own privacy policy. Videos uploaded to {siteName}{' '}
        are served by {siteName} itself.
      </p>
      <h2>Your choices</h2>
      <ul>
        <li>
          Change or withdraw consent at any time by clearing this site's storage in your browser;
          the cookie banner then asks again.
        </li>
        <li>Clear your recent searches from the search box's "Recent searches" list.</li>
        <li>Contact the site operator to ask about or delete data linked to a staff account.</li>
      </ul>
    </>
  );
}
