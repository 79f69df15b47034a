import { useTranslation } from 'react-i18next';
import type { Promotion } from '@shared/api/promotions';
import { StatusBadge } from '@/components/status-badge';
import { activityTone } from '../status-tone';
import { localDay } from '../when';
import { ApplyBonusAction } from './apply-bonus-action';
import { DepositBonusAction } from './deposit-bonus-action';
import { EnvelopeAction } from './envelope-action';
import { MissionAction } from './mission-action';
import { RaffleAction } from './raffle-action';
import { RebateAction } from './rebate-action';
import { SignInAction } from './sign-in-action';

function Dates({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const from = localDay(promotion.startsAt);
  if (promotion.status === 'comingSoon') return <>{t('dates.starts', { from })}</>;
  return <>{promotion.endsAt ? t('dates.range', { from, to: localDay(promotion.endsAt) }) : t('dates.open', { from })}</>;
}

function Action({ promotion, currency }: { promotion: Promotion; currency: string }) {
  const { t } = useTranslation('promotions');
  // A raffle shows its draw and proof after it closes too.
  if (promotion.settings.kind === 'raffle' && promotion.status !== 'comingSoon') return <RaffleAction promotion={promotion} currency={currency} />;
  if (promotion.status === 'closed') return <p className="promo-card__note">{t('closedNote')}</p>;
  if (promotion.status === 'comingSoon') return null;
  if (promotion.settings.kind === 'rebate') return <RebateAction promotion={promotion} rates={promotion.settings.rates} minClaim={promotion.settings.minClaim} currency={currency} />;
  if (promotion.settings.kind === 'signIn') return <SignInAction promotion={promotion} rewards={promotion.settings.rewards} currency={currency} />;
  const { settings } = promotion;
  if (settings.kind === 'depositBonus') return <DepositBonusAction promotion={promotion} terms={{ percentBp: settings.percentBp, cap: settings.cap, minDeposit: settings.minDeposit, multiple: settings.wagering.multiple }} currency={currency} />;
  if (settings.kind === 'mission') return <MissionAction promotion={promotion} missions={settings.missions} currency={currency} />;
  if (settings.kind === 'applyBonus') return <ApplyBonusAction promotion={promotion} amount={settings.amount} multiple={settings.wageringMultiple} currency={currency} />;
  return <EnvelopeAction promotion={promotion} currency={currency} />;
}

/** One promotion: banner, title, status, dates, what the member can do now, and its terms. */
export function PromotionCard({ promotion, currency }: { promotion: Promotion; currency: string }) {
  const { t } = useTranslation('promotions');
  const titleId = `promotion-${promotion.id}-title`;
  const status = t(`statuses.${promotion.status}`);
  return (
    <article className="promo-card" aria-labelledby={titleId}>
      {promotion.bannerUrl ? <img className="promo-card__banner" src={promotion.bannerUrl} alt="" width={1200} height={400} loading="lazy" /> : null}
      <div className="promo-card__body">
        <header className="promo-card__head">
          <h2 id={titleId} className="promo-card__title">
            {promotion.title}
          </h2>
          <span className="promo-card__status">
            <span className="visually-hidden">{t('statusPrefix')} </span>
            <StatusBadge tone={activityTone(promotion.status)} label={status} />
          </span>
        </header>
        <p className="promo-card__dates">
          <Dates promotion={promotion} />
        </p>
        <Action promotion={promotion} currency={currency} />
        <details className="promo-card__terms">
          <summary>{t('terms')}</summary>
          <p>{promotion.terms}</p>
        </details>
      </div>
    </article>
  );
}
