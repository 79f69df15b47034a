import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { birthdayProblem, type BirthdayProblem } from '@shared/birthday';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { isApiError } from '@/lib/envelope';
import { useSetBirthdayMutation } from '../api';

const PROBLEMS: readonly string[] = ['format', 'not_a_day', 'too_young', 'too_old'] satisfies BirthdayProblem[];
const isProblem = (value: string | undefined): value is BirthdayProblem => value !== undefined && PROBLEMS.includes(value);

/** Today on this device's calendar (the server checks again on the merchant's). */
function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The birthday, set once (`POST /wps/member/birthday`); the summary shows it afterwards. */
export function BirthdayForm() {
  const { t } = useTranslation(['member', 'errors']);
  const [birthday, setBirthday] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSetBirthdayMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const own = birthdayProblem(birthday, today());
    if (own) {
      setProblem(t(`member:security.birthdayProblems.${own}`));
      return;
    }
    setProblem(null);
    try {
      await save({ birthday }).unwrap();
    } catch (error) {
      const field = isApiError(error) ? error.errors?.birthday : undefined;
      if (isProblem(field)) setProblem(t(`member:security.birthdayProblems.${field}`));
      else setProblem(t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`));
    }
  };
  return (
    <form className="form security__birthday" noValidate onSubmit={(e) => void submit(e)}>
      <FormField label={t('member:security.birthday')} type="date" autoComplete="bday" value={birthday} error={problem} onChange={setBirthday} />
      <p className="form-hint">{t('member:security.birthdayHint')}</p>
      <SubmitButton label={t('member:security.setBirthday')} busy={isLoading} />
    </form>
  );
}
