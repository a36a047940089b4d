// Settings tab: the site's own name, logo and default language, the text of its privacy and
// cookie pages, the data controller those pages name, and the time zone the analytics count days
// in (docs/operations.md#site-settings).
import { Loader2, RotateCcw, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  SITE_NAME_MAX,
  UI_LANGUAGES,
  isTimeZone,
  siteSettingsUpdateSchema,
  type SiteSettings,
  type SiteSettingsUpdate,
  type UiLanguage,
} from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import { LoadError } from '../../../components/ui/load-error';
import { useAdminSiteSettings, useSaveSiteSettings } from '../api/site-settings';
import { errorToast, successToast } from '../components/admin-toasts';
import { TabHeader } from '../components/tab-header';
import { LegalTextField } from './legal-text-field';
import { LogoField } from './logo-field';

type SettingsForm = Required<{ [Key in keyof SiteSettingsUpdate]: string }> & {
  defaultLanguage: UiLanguage;
};
type SettingsErrors = Partial<Record<keyof SettingsForm, string>>;

function toForm(settings: SiteSettings): SettingsForm {
  return {
    siteName: settings.siteName,
    logoUrl: settings.logoUrl ?? '',
    defaultLanguage: settings.defaultLanguage,
    privacyMarkdown: settings.privacyMarkdown,
    cookiesMarkdown: settings.cookiesMarkdown,
    controllerName: settings.controllerName,
    controllerEmail: settings.controllerEmail,
    controllerAddress: settings.controllerAddress,
    analyticsTimeZone: settings.analyticsTimeZone,
  };
}

/** The contract's own rules, each field's first complaint beside it. */
function validate(form: SettingsForm): SettingsErrors {
  const result = siteSettingsUpdateSchema.safeParse(form);
  const errors: SettingsErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof SettingsForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The legal pages whose text the settings hold. */
const LEGAL_PAGES = [
  { key: 'privacyMarkdown', page: '/privacy', title: 'Privacy Policy' },
  { key: 'cookiesMarkdown', page: '/cookies', title: 'Cookie Policy' },
] as const;

const SECTION = 'space-y-5 rounded-2xl border border-white/10 bg-zinc-900/70 p-5 sm:p-6';

/** The zones the browser knows, UTC first (the suggestions of the time zone field). */
function timeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

function timeZoneHint(zone: string): string {
  const rule =
    'Every day, period, hour and chart of the Analytics tab counts in this zone; the stored figures are recounted when it changes';
  if (!isTimeZone(zone)) return `${rule}. A name such as Europe/Berlin, America/New_York or UTC`;
  const now = new Date().toLocaleString('en-GB', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${rule} (now ${now} there)`;
}

export default function SettingsTab() {
  const settings = useAdminSiteSettings();
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <TabHeader
        id="settings-tab-title"
        title="Settings"
        description="The site's name and logo, the text of its privacy and cookie pages, and the analytics time zone."
      />
      {settings.isError ? (
        <LoadError
          title="Settings could not be loaded"
          error={settings.error}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
          headingLevel={2}
        />
      ) : settings.data ? (
        <SettingsFormView initial={settings.data} />
      ) : (
        <div
          role="status"
          aria-label="Loading settings"
          className="h-96 animate-pulse rounded-2xl bg-white/[0.04]"
        />
      )}
    </section>
  );
}

function SettingsFormView({ initial }: { initial: SiteSettings }) {
  const [saved, setSaved] = useState(() => toForm(initial));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const save = useSaveSiteSettings();
  const changed = (Object.keys(form) as (keyof SettingsForm)[]).some(
    (key) => form[key] !== saved[key],
  );

  const set = (key: keyof SettingsForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`settings-${first}`)?.focus();
      return;
    }
    save.mutate(
      { ...form, logoUrl: form.logoUrl || null },
      {
        onSuccess: (stored) => {
          const next = toForm(stored);
          setSaved(next);
          setForm(next);
          successToast('Settings saved');
        },
        onError: (error) => errorToast('Failed to save settings', error),
      },
    );
  }

  /** What ties a setting's Field (label, hint, error) and its control to `settings-<key>`. */
  const fieldOf = (key: keyof SettingsForm) => ({ id: `settings-${key}`, error: errors[key] });
  const control = (key: keyof SettingsForm) => ({
    id: `settings-${key}`,
    value: form[key],
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `settings-${key}-error` : `settings-${key}-hint`,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Site settings" className="space-y-6">
      <fieldset className={SECTION}>
        <legend className="sr-only">Site</legend>
        <h3 className="text-lg font-semibold text-white">Site</h3>
        <Field
          {...fieldOf('siteName')}
          label="Site name"
          required
          hint={`Shown in the header and footer, page titles, link previews and the embedded player (${form.siteName.trim().length}/${SITE_NAME_MAX})`}
        >
          <Input {...control('siteName')} maxLength={SITE_NAME_MAX + 20} />
        </Field>
        <LogoField
          logoUrl={form.logoUrl}
          siteName={form.siteName.trim() || initial.siteName}
          error={errors.logoUrl}
          onChange={(url) => set('logoUrl', url)}
        />
        <Field
          {...fieldOf('defaultLanguage')}
          label="Default language"
          hint="What visitors see when their browser asks for none of these; each visitor can pick another at the foot of the page"
        >
          <Select {...control('defaultLanguage')} className="sm:max-w-xs">
            {UI_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="sr-only">Privacy and cookie pages</legend>
        <div>
          <h3 className="text-lg font-semibold text-white">Privacy and cookie pages</h3>
          <p className="mt-0.5 text-sm text-zinc-400">
            Markdown: headings, lists, tables and links. HTML typed here shows as text.
          </p>
        </div>
        {LEGAL_PAGES.map(({ key, page, title }) => (
          <LegalTextField
            key={key}
            id={`settings-${key}`}
            label={`${title} text`}
            page={page}
            pageTitle={title}
            value={form[key]}
            error={errors[key]}
            onChange={(text) => set(key, text)}
          />
        ))}
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="sr-only">Data controller</legend>
        <div>
          <h3 className="text-lg font-semibold text-white">Data controller</h3>
          <p className="mt-0.5 text-sm text-zinc-400">
            Who answers for visitors' data. Once a name is set, both pages end with it.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...fieldOf('controllerName')} label="Name" hint="A person or organisation">
            <Input {...control('controllerName')} />
          </Field>
          <Field
            {...fieldOf('controllerEmail')}
            label="Contact email"
            hint="Where visitors ask about their data"
          >
            <Input {...control('controllerEmail')} type="email" inputMode="email" />
          </Field>
          <Field
            {...fieldOf('controllerAddress')}
            label="Postal address"
            hint="One line per line"
            className="sm:col-span-2"
          >
            <Textarea {...control('controllerAddress')} rows={3} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="sr-only">Analytics</legend>
        <h3 className="text-lg font-semibold text-white">Analytics</h3>
        <Field
          {...fieldOf('analyticsTimeZone')}
          label="Analytics time zone"
          hint={timeZoneHint(form.analyticsTimeZone.trim())}
        >
          <Input
            {...control('analyticsTimeZone')}
            list="settings-time-zones"
            autoComplete="off"
            spellCheck={false}
            className="sm:max-w-xs"
          />
        </Field>
        <datalist id="settings-time-zones">
          {timeZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-2">
        {changed && <p className="mr-auto text-sm text-amber-200">Unsaved changes</p>}
        <Button
          variant="ghost"
          disabled={!changed || save.isPending}
          onClick={() => {
            setForm(saved);
            setErrors({});
          }}
        >
          <RotateCcw className="size-4" aria-hidden />
          Discard changes
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Save className="size-4" aria-hidden />
          )}
          Save Settings
        </Button>
      </div>
    </form>
  );
}
