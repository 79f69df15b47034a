import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/session';
import { copyText } from '@/lib/clipboard';
import { toastShown } from '@/lib/ui';

/** The signed-in account and a function that copies its id and says so (copy_success). */
function useCopyId() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const copy = (account: string) =>
    void copyText(account).then(() => dispatch(toastShown({ key: 'account:copySuccess', tone: 'success' })));
  return { user, copy };
}

/** Copies the account id and says so (copy_success). */
export function CopyIdButton() {
  const { t } = useTranslation('account');
  const { user, copy } = useCopyId();
  if (!user) return null;
  return (
    <button type="button" className="copy-id" aria-label={t('copyId', { id: user.account })} onClick={() => copy(user.account)}>
      <span className="copy-id__text">ID: {user.account}</span>
      <Icon name="copy" size={16} />
    </button>
  );
}

/** The same in the avatar menu, for phones where the header has no room for the button. */
export function CopyIdItem({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const { user, copy } = useCopyId();
  if (!user) return null;
  return (
    <button
      type="button"
      role="menuitem"
      className="user-menu__item user-menu__item--phone"
      onClick={() => {
        onDone();
        copy(user.account);
      }}
    >
      <Icon name="copy" size={18} />
      {t('copyId', { id: user.account })}
    </button>
  );
}
