import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LINKAGE_TYPES, type ConsoleBanner } from '@shared/api/console-content';
import type { BannerGroup } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { useSaveBannerMutation } from '../api-content';
import { checkBanner, draftOf, serverBannerProblems, type BannerDraft, type BannerField, type BannerProblems } from '../content-banner-form';
import { useDialogDraft } from '../use-dialog-draft';
import { ContentBannerPreview } from './content-banner-preview';
import { ContentImagePicker } from './content-image-picker';
import { ContentLanguageFields } from './content-language-fields';
import { DialogFooter } from './dialog-footer';

interface DialogProps {
  token: string;
  group: BannerGroup;
  /** null: a new banner. */
  banner: ConsoleBanner | null;
  nextSort: number;
  onClose: () => void;
  onSaved: (banner: ConsoleBanner) => void;
}

/** Adds or changes a banner: its picture (uploaded at once), titles in each language, link and order, previewed as the site shows it. */
export function ContentBannerDialog({ token, group, banner, nextSort, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation('consoleContent');
  const [save, { isLoading, error, reset }] = useSaveBannerMutation();
  const { draft, problems, setProblems, change } = useDialogDraft<BannerDraft, BannerField>(() => draftOf(banner, nextSort), reset);
  const serverProblems = serverBannerProblems(error);
  const shown: BannerProblems = { ...serverProblems, ...problems };
  const problem = (field: BannerField) => (shown[field] ? t(`banner.problem.${shown[field]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBanner(group, draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    const saved = await save({ token, id: banner?.id ?? null, banner: checked.banner })
      .unwrap()
      .catch(() => null);
    if (saved) onSaved(saved);
  };

  const title = banner ? t('banner.editTitle', { title: banner.title.EN }) : t('banner.addTitle', { group: t(`group.${group}`) });
  const linkHint = draft.linkageType === 'URL' ? t('banner.linkHint.URL') : draft.linkageType === 'GAME' ? t('banner.linkHint.GAME') : t('banner.linkHint.PROMO');
  return (
    <Modal title={title} onClose={onClose} size="lg">
      <form className="form content-dialog" noValidate onSubmit={(event) => void submit(event)}>
        <ContentImagePicker token={token} url={draft.url} error={problem('url')} onUploaded={(image) => change({ url: image.url }, 'url')} />
        {draft.url ? (
          <section className="content-dialog__preview" aria-label={t('preview.heading')}>
            <p className="form-field__label">{t('preview.heading')}</p>
            <ContentBannerPreview group={group} banners={[{ url: draft.url, title: draft.title.EN }]} active={0} />
          </section>
        ) : null}
        <ContentLanguageFields
          value={draft.title}
          label={(language) => t(`banner.title.${language}`)}
          error={(language) => problem(`title${language}`)}
          maxLength={120}
          onChange={(title, language) => change({ title }, `title${language}`)}
        />
        <div className="content-dialog__link">
          <SelectField label={t('banner.linkType')} value={draft.linkageType} onChange={(value) => change({ linkageType: LINKAGE_TYPES.find((type) => type === value) ?? 'NONE' }, 'linkage')}>
            {LINKAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`linkType.${type}`)}
              </option>
            ))}
          </SelectField>
          {draft.linkageType === 'NONE' ? null : (
            <div>
              <FormField label={t('banner.link')} required maxLength={300} value={draft.linkage} error={problem('linkage')} onChange={(value) => change({ linkage: value }, 'linkage')} />
              <p className="form-hint content-dialog__hint">{linkHint}</p>
            </div>
          )}
          <FormField label={t('banner.order')} inputMode="numeric" value={draft.sort} error={problem('sort')} onChange={(value) => change({ sort: value }, 'sort')} />
        </div>
        <DialogFooter error={error} errorShownByField={Object.keys(serverProblems).length > 0} onCancel={onClose} submitLabel={banner ? t('banner.saveChanges') : t('banner.add')} busy={isLoading} />
      </form>
    </Modal>
  );
}
