import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_MODES, type ConsoleVendor, type IntegrationBody } from '@shared/api/console-games';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { isApiError } from '@/lib/envelope';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useUpdateVendorIntegrationMutation } from '../api-games';
import { allowlistText, isInHouseUrl, launchUrlProblem, parseAllowlist, type AllowlistResult, type LaunchUrlProblem } from '../games-allowlist';
import { DialogFooter } from './dialog-footer';
import { GamesLaunchUrlField } from './games-launch-url-field';

type Integration = NonNullable<ConsoleVendor['integration']>;
type Mode = (typeof INTEGRATION_MODES)[number];
const isMode = (value: string): value is Mode => (INTEGRATION_MODES as readonly string[]).includes(value);

/** What the server's refusal says about each field (its field codes; zod's paths start with the field's name). */
function serverFields(error: unknown): { mode: boolean; allowlist: boolean; launchUrl: string | null } {
  if (!isApiError(error)) return { mode: false, allowlist: false, launchUrl: null };
  const keys = Object.keys(error.errors ?? {});
  const has = (field: string) => keys.some((key) => key === field || key.startsWith(`${field}.`));
  const launchUrl = error.code === 'vendor_in_house' ? 'in_house' : has('launchUrl') ? 'invalid' : null;
  return { mode: has('mode'), allowlist: has('allowlist'), launchUrl };
}

/** The changed fields only; null when nothing changed. */
function changesOf(integration: Integration, mode: Mode, rules: string[], launchUrl: string): IntegrationBody | null {
  const body: IntegrationBody = {};
  if (mode !== integration.mode) body.mode = mode;
  if (allowlistText(rules) !== allowlistText(integration.allowlist)) body.allowlist = rules;
  if (launchUrl !== (integration.launchUrl ?? '')) body.launchUrl = launchUrl;
  return Object.keys(body).length > 0 ? body : null;
}

/** A vendor's wallet mode, address allow-list and launch URL, checked here as the server checks them. */
export function GamesIntegrationDialog({ token, vendor, integration, onClose }: { token: string; vendor: ConsoleVendor; integration: Integration; onClose: () => void }) {
  const { t } = useTranslation('consoleGames');
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<string>(integration.mode);
  const [rulesText, setRulesText] = useState(allowlistText(integration.allowlist));
  const [launchUrl, setLaunchUrl] = useState(integration.launchUrl ?? '');
  const [checked, setChecked] = useState<{ rules: AllowlistResult; url: LaunchUrlProblem | 'inHouse' | null; mode: boolean } | null>(null);
  const [update, call] = useUpdateVendorIntegrationMutation();
  const server = serverFields(call.error);
  const inHouse = isInHouseUrl(integration.launchUrl);

  const edited = () => {
    setChecked(null);
    call.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rules = parseAllowlist(rulesText);
    const url = launchUrl.trim();
    // An empty launch URL is only a problem when it takes one away (no URL: nobody can launch).
    const urlProblem: LaunchUrlProblem | 'inHouse' | null = url === '' && !integration.launchUrl ? null : (launchUrlProblem(url) ?? (!inHouse && isInHouseUrl(url) ? 'inHouse' : null));
    const next = { rules, url: urlProblem, mode: !isMode(mode) };
    setChecked(next);
    if (!rules.ok || urlProblem || !isMode(mode)) return;
    const body = changesOf(integration, mode, rules.rules, url);
    if (!body) {
      onClose();
      return;
    }
    const saved = await update({ token, code: vendor.code, body })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!saved) return;
    dispatch(toastShown({ key: 'consoleGames:integration.saved', values: { vendor: vendor.name }, tone: 'success' }));
    onClose();
  };

  const rules = checked?.rules;
  const rulesError = rules && !rules.ok ? (rules.problem === 'tooMany' ? t('integration.problem.allowlistTooMany') : t('integration.problem.allowlistInvalid', { line: rules.line })) : server.allowlist ? t('integration.problem.allowlistServer') : null;
  const urlError = checked?.url ? t(`integration.problem.${checked.url}`) : server.launchUrl === 'in_house' ? t('integration.problem.inHouse') : server.launchUrl ? t('integration.problem.invalid') : null;
  const fieldShown = Boolean(server.mode || server.allowlist || server.launchUrl);

  return (
    <Modal title={t('integration.editTitle', { vendor: vendor.name })} onClose={onClose} size="md">
      <form className="form games-integration-form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t('integration.mode')}
          value={mode}
          required
          error={checked?.mode || server.mode ? t('integration.problem.mode') : null}
          onChange={(value) => {
            setMode(value);
            edited();
          }}
        >
          {INTEGRATION_MODES.map((option) => (
            <option key={option} value={option}>
              {t(`vendors.modes.${option}`)}
            </option>
          ))}
        </SelectField>
        <p className="form-hint">{t('integration.modeHint')}</p>
        <TextAreaField
          label={t('integration.allowlist')}
          hint={t('integration.allowlistHint')}
          value={rulesText}
          error={rulesError}
          onChange={(value) => {
            setRulesText(value);
            edited();
          }}
        />
        <GamesLaunchUrlField
          label={t('integration.launchUrl')}
          hint={t(inHouse ? 'integration.launchUrlInHouseHint' : 'integration.launchUrlHint')}
          error={urlError}
          value={launchUrl}
          onChange={(value) => {
            setLaunchUrl(value);
            edited();
          }}
        />
        <DialogFooter error={call.error} errorShownByField={fieldShown} onCancel={onClose} submitLabel={t('integration.save')} busy={call.isLoading} />
      </form>
    </Modal>
  );
}
