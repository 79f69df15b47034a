import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@shared/api/console';
import { roleSummaries } from '../operators-rules';

/**
 * What each role may do (ROLE_PERMISSIONS, the table the server checks), the chosen one marked;
 * `only` lists the chosen role alone (the add dialog, which has other fields to show).
 */
export function OperatorsRoleList({ selected, only = false }: { selected: OperatorRole; only?: boolean }) {
  const { t } = useTranslation(['consoleOperators', 'console']);
  const headingId = useId();
  return (
    <section className="operators-roles" aria-labelledby={headingId}>
      <h3 id={headingId} className="operators-roles__heading">
        {t(only ? 'roleHeading' : 'rolesHeading')}
      </h3>
      <ul className="operators-roles__list">
        {roleSummaries()
          .filter(({ role }) => !only || role === selected)
          .map(({ role, permissions }) => (
          <li key={role} className={`operators-role${role === selected ? ' operators-role--selected' : ''}`} aria-current={role === selected ? 'true' : undefined}>
            <p className="operators-role__name">
              {t(`console:roles.${role}`)}
              {role === selected && !only ? <span className="operators-role__mark"> {t('selectedRole')}</span> : null}
            </p>
            <ul className="operators-role__permissions">
              {permissions.map((permission) => (
                <li key={permission}>{t(`permissions.${permission}`)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The role picker's options, in the contract's order. */
export function RoleOptions() {
  const { t } = useTranslation('console');
  return (
    <>
      {roleSummaries().map(({ role }) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </>
  );
}
