import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '@shared/api/agent';
import { moneyText } from '@/lib/format';
import { chartGeometry } from '../chart-geometry';

type Daily = TeamOverview['daily'][number];

const BARS = ['deposits', 'withdrawals', 'validBets', 'wins'] as const;
const WIDTH = 1000;
const HEIGHT = 240;

/**
 * The period's daily figures: four bars a day and the net win/loss as a line, drawn in SVG without
 * a chart library. The drawing is a picture with a one-line name; the same numbers are in a table
 * that screen readers read (and that is shown to nobody else).
 */
export function DailyChart({ daily, currency, decimals }: { daily: TeamOverview['daily']; currency: string; decimals: number }) {
  const { t } = useTranslation('agent');
  const titleId = useId();
  const geometry = chartGeometry(
    daily.map((d: Daily) => ({ day: d.day, bars: BARS.map((key) => d[key]), line: d.netWinLoss })),
    WIDTH,
    HEIGHT,
  );
  const money = (minor: number) => moneyText(minor, currency, decimals);
  const first = daily[0]?.day ?? '';
  const last = daily[daily.length - 1]?.day ?? '';
  return (
    <figure className="team-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="team-chart__title">
        {t('team.chart.title')}
      </figcaption>
      <ul className="team-chart__legend" aria-hidden="true">
        {[...BARS, 'netWinLoss' as const].map((key) => (
          <li key={key} className={`team-chart__key team-chart__key--${key}`}>
            {t(`team.figures.${key}`)}
          </li>
        ))}
      </ul>
      <div className="team-chart__plot" aria-hidden="true">
        <span className="team-chart__axis team-chart__axis--max">{money(geometry.max)}</span>
        <svg className="team-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
          {geometry.bars.map((group, i) =>
            group.map((bar, s) => <rect key={`${daily[i]?.day ?? i}-${BARS[s] ?? s}`} className={`team-chart__bar team-chart__bar--${BARS[s] ?? ''}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />),
          )}
          <line className="team-chart__zero" x1={0} x2={WIDTH} y1={geometry.zero} y2={geometry.zero} vectorEffect="non-scaling-stroke" />
          <polyline className="team-chart__line" points={geometry.line.map((p) => `${p.x},${p.y}`).join(' ')} vectorEffect="non-scaling-stroke" />
        </svg>
        {geometry.min < 0 ? <span className="team-chart__axis team-chart__axis--min">{money(geometry.min)}</span> : null}
        <div className="team-chart__days">
          <span>{first}</span>
          {last !== first ? <span>{last}</span> : null}
        </div>
      </div>
      {/* A table ignores the 1 px box of visually-hidden: the wrapper clips it instead. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('team.chart.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('team.chart.day')}</th>
              {[...BARS, 'netWinLoss' as const].map((key) => (
                <th key={key} scope="col">
                  {t(`team.figures.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                {[...BARS, 'netWinLoss' as const].map((key) => (
                  <td key={key}>{money(d[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
