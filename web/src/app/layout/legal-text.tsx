// A policy text an admin stored (Markdown, rendered and sanitised by the server to an allow-list
// of tags, so it carries no script, style or handler), and the data controller it names.
import type { MouseEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataController } from '@lumen/contract';

export function LegalText({ html }: { html: string }) {
  const navigate = useNavigate();
  // A link to one of the site's own pages opens it in the app, as the built-in texts' links do.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !/^\/(?!\/)/.test(href) || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(href);
  }
  // Only clicks on links are taken, and links stay keyboard-operable themselves.
  return <div className="space-y-6" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function DataControllerSection({ controller }: { controller: DataController }) {
  const { t } = useTranslation('legal');
  return (
    <section aria-labelledby="data-controller">
      <h2 id="data-controller">{t('controller.heading')}</h2>
      <p className="mt-4">
        <Trans
          t={t}
          i18nKey="controller.is"
          values={{ name: controller.name }}
          components={{ strong: <strong /> }}
        />
      </p>
      {controller.address && (
        <address className="mt-2 whitespace-pre-line not-italic">{controller.address}</address>
      )}
      {controller.email && (
        <p className="mt-2">
          <Trans
            t={t}
            i18nKey="controller.contact"
            values={{ email: controller.email }}
            components={{ email: <a href={`mailto:${controller.email}`} /> }}
          />
        </p>
      )}
    </section>
  );
}
